import { expect, test } from './fixtures';

/**
 * The builder's AI help as a guest, with the built-in engine (the e2e server has no AI_* configuration):
 * bullets for the employment form, suggested skills and summary suggestions.
 */

test('Improve with AI turns notes into bullets; add and refresh work', async ({ page }) => {
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Shift Supervisor');
  await page.getByLabel('Company').fill('Bean Co');
  await page
    .getByLabel('Describe what you did')
    .fill('managed a team of 6 cashiers\nresponsible for weekly stock counts');
  await page.getByRole('button', { name: 'Improve with AI' }).click();
  const cards = page.getByRole('list', { name: 'AI suggestions' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText('2 suggestions ready')).toBeAttached();
  await expect(cards.first()).toContainText('Managed a team of 6 cashiers');
  // A bullet with a figure needs no hint; one without gets a question beside it, never a made-up number.
  await expect(cards.first()).not.toContainText('?');
  await expect(cards.nth(1)).toContainText('Conducted weekly stock counts');
  await expect(cards.nth(1)).toContainText('Can you add a number: how many, how often or how much?');

  await page.getByRole('button', { name: /^Rewrite suggestion: Managed a team/ }).click();
  await expect(cards.first()).toContainText('Oversaw a team of 6 cashiers');

  await page.getByRole('button', { name: /^Add to final bullets: Conducted weekly stock counts/ }).click();
  await expect(cards).toHaveCount(1);
  // In the final-bullets editor (the preview's text copy for screen readers holds it too); the hint stays out.
  const finalBullets = page.getByRole('textbox', { name: /final bullets/i });
  await expect(finalBullets).toContainText('Conducted weekly stock counts');
  await expect(finalBullets).not.toContainText('Can you add a number');

  // A blank title clears the suggestions.
  await page.getByLabel('Job Title').fill('');
  await expect(page.getByRole('list', { name: 'AI suggestions' })).toHaveCount(0);

  // A fresh list announces itself; once that list is cleared the live region says nothing stale.
  await page.getByLabel('Job Title').fill('Shift Supervisor');
  await page.getByRole('button', { name: 'Improve with AI' }).click();
  await expect(page.getByText(/^\d+ suggestions? ready$/)).toBeAttached();
  await page.getByLabel('Job Title').fill('');
  await expect(page.getByRole('list', { name: 'AI suggestions' })).toHaveCount(0);
  await expect(page.getByText(/suggestions? ready/)).toHaveCount(0);
});

test('suggested skills load, add on click and refresh without a reload', async ({ page }) => {
  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Sr. Frontend Dev');
  await page.goto('/write/skills');
  const suggested = page.getByRole('region', { name: 'Suggested' });
  await expect(suggested.getByRole('button', { name: 'Add skill JavaScript' })).toBeVisible();
  await suggested.getByRole('button', { name: 'Add skill JavaScript' }).click();
  await expect(suggested.getByRole('button', { name: 'Add skill JavaScript' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your skills' })).toContainText('JavaScript');

  let navigated = false;
  page.on('framenavigated', () => {
    navigated = true;
  });
  await suggested.getByRole('button', { name: 'Refresh' }).click();
  await expect(suggested.getByRole('button', { name: 'Add skill React' })).toBeVisible();
  expect(navigated).toBe(false);
});

test('summary suggestions fill the summary and Refresh appears when all are used', async ({ page }) => {
  await page.goto('/write/professional-summary');
  await expect(
    page.getByText(
      'Complete more sections (experience, education, skills) to get personalized AI suggestions based on your profile.',
    ),
  ).toBeVisible();

  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.goto('/write/skills');
  await page.getByRole('button', { name: 'Add skill SQL' }).click();
  await page.goto('/write/professional-summary');
  const list = page.getByRole('list', { name: /summary suggestions/ });
  const first = list.getByRole('button').first();
  const text = (await first.textContent()) ?? '';
  expect(text).toMatch(/^Data Analyst skilled in SQL/);
  await first.click();
  await expect(page.getByLabel('Professional summary')).toContainText(text);
});

test('a Spanish resume is told its suggestions are in English: the built-in writer writes English only', async ({
  page,
}) => {
  await page.goto('/design');
  await page.getByLabel('Resume language').selectOption('es');
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Barista');
  await page.getByLabel('Describe what you did').fill('managed a team of 6 cashiers');
  const request = page.waitForRequest('**/api/generate-bullets');
  await page.getByRole('button', { name: 'Improve with AI' }).click();
  expect((await request).postDataJSON()).toMatchObject({ language: 'es' });
  await expect(page.getByRole('list', { name: 'AI suggestions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('note').filter({ hasText: 'These suggestions are in English' })).toHaveText(
    'These suggestions are in English: the built-in writer works in English only. Translate a suggestion into your resume’s language before you keep it.',
  );

  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Sr. Frontend Dev');
  await page.goto('/write/skills');
  const suggested = page.getByRole('region', { name: 'Suggested' });
  await expect(suggested.getByRole('button', { name: 'Add skill JavaScript' })).toBeVisible();
  await expect(suggested.getByRole('note')).toBeVisible();
});

test('an English resume gets no such note, and its requests carry no language', async ({ page }) => {
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Shift Supervisor');
  await page.getByLabel('Describe what you did').fill('managed a team of 6 cashiers');
  const request = page.waitForRequest('**/api/generate-bullets');
  await page.getByRole('button', { name: 'Improve with AI' }).click();
  expect((await request).postDataJSON()).not.toHaveProperty('language');
  await expect(page.getByRole('list', { name: 'AI suggestions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('These suggestions are in English')).toHaveCount(0);
});

test("a tool in the resume's skills is spelled as the user wrote it there", async ({ page }) => {
  await page.goto('/write/skills');
  await page.getByRole('button', { name: 'Add skill', exact: true }).click();
  await page.getByLabel('Skill name').fill('FieldView');
  await page.goto('/write/experience');
  await page.getByLabel('Job Title').fill('Field Agronomist');
  await page.getByLabel('Describe what you did').fill('built seeding scripts in fieldview');
  const request = page.waitForRequest('**/api/generate-bullets');
  await page.getByRole('button', { name: 'Improve with AI' }).click();
  expect((await request).postDataJSON()).toMatchObject({ skill_names: ['FieldView'] });
  await expect(page.getByRole('list', { name: 'AI suggestions' }).getByRole('listitem')).toContainText(
    'Built seeding scripts in FieldView',
  );
});
