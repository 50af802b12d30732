import { expect, test } from './fixtures';

/** Issue 29 item 19: small texts in the builder. */

/** Room Chromium's native select keeps for its drop-down arrow, right of the text. */
const ARROW_PX = 20;

for (const width of [360, 640, 800, 1024, 1280, 1536]) {
  test(`a month field's year select shows the whole 4-digit year at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const year = String(new Date().getFullYear());
    for (const path of ['/write/experience', '/write/education']) {
      await page.goto(path);
      const selects = page.getByRole('combobox', { name: / year$/ });
      await expect(selects.first()).toBeVisible({ timeout: 30_000 });
      for (const select of await selects.all()) {
        await select.selectOption(year);
        const fit = await select.evaluate((element: HTMLSelectElement, arrow) => {
          const style = getComputedStyle(element);
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = context.measureText(element.selectedOptions[0]?.text ?? '').width;
          const room =
            element.clientWidth -
            Number.parseFloat(style.paddingLeft) -
            Number.parseFloat(style.paddingRight) -
            arrow;
          return { text: Math.ceil(text), room: Math.floor(room) };
        }, ARROW_PX);
        expect(fit.room, `${path}: ${await select.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(
          fit.text,
        );
      }
    }
  });
}

test('a skill picked from the suggestions keeps its own casing', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('Job Title').fill('Software Engineer');
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Software Engineer');
  await page
    .getByLabel('Describe what you did')
    .fill('Built web apps in javascript\nReports in microsoft excel');
  await page.getByRole('button', { name: 'Add as Written' }).click();
  await page.getByRole('button', { name: 'Add to Resume' }).click();
  await page.goto('/write/skills');
  await expect(page.getByRole('button', { name: /^Add skill / }).first()).toBeVisible();
  const picked: string[] = [];
  for (const name of ['JavaScript', 'SQL', 'REST APIs']) {
    const suggestion = page.getByRole('button', { name: `Add skill ${name}`, exact: true });
    if ((await suggestion.count()) === 0) continue;
    await suggestion.click();
    picked.push(name);
  }
  expect(picked.length, 'suggestions offered').toBeGreaterThan(0);
  const rows = page.getByRole('list', { name: 'Your skills' });
  for (const name of picked) await expect(rows).toContainText(name);
  const stored = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('resume-data') ?? '{}') as { skills: { name: string }[] }).skills,
  );
  expect(stored.map((skill) => skill.name)).toEqual(picked);
});
