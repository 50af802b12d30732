import type { Locator, Page } from '@playwright/test';
import { pseudoLocalize } from '../../src/client/lib/i18n/pseudo-language';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { englishLeftIn, expectNoHorizontalOverflow, htmlAttribute, signUp } from './i18n-support';

/**
 * Interface languages (issue 33) in the builder's extra sections and the app shell: the Additional sections step,
 * a section's own step with its form, and the title bar's save state, in the pseudo-language at 360 px (no
 * English left, no overflow) and in Arabic (right to left, axe clean).
 */

test.use({ locale: 'en-US' });

/** The step's frame: its heading, its form and its Save & Continue (steps/step-frame.tsx). */
const stepFrame = (page: Page): Locator => page.locator('h1').locator('xpath=../..');

/**
 * Texts of the parts this area does not own, which another area's catalogs translate: the step frame's
 * Save & Continue and the month picker's Month and Year (builder steps and fields). Listed by their English,
 * so once those are translated the filter no longer matches anything.
 */
const OTHER_AREAS = [/^Save & Continue$/, /^(Month|Year)$/, / (month|year)$/];
const MONTH_NAMES = new Set(
  Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2020, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
  ),
);
const isOtherArea = (text: string) =>
  OTHER_AREAS.some((pattern) => pattern.test(text)) || MONTH_NAMES.has(text);

async function englishLeftInStep(page: Page): Promise<string[]> {
  return (await englishLeftIn(stepFrame(page))).filter((text) => !isOtherArea(text));
}

test.describe('the pseudo-language at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the extra-sections step, a course form and the save state keep no English and fit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page.request);
    const created = await page.request.post('/api/resume-drafts', {
      data: { title: 'Sections', data: { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } } },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;

    await page.goto(`/write/additional-sections?resumeId=${id}&lang=xx`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Additional sections'));
    expect(await englishLeftInStep(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);

    // Adding a section is a change: autosave sends it, and the title bar says so in the interface language.
    await page.getByRole('button', { name: pseudoLocalize('Courses'), exact: true }).click();
    await expect(page).toHaveURL(/\/write\/courses/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoLocalize('Courses'));
    await expect(page.getByTestId('save-status')).toHaveText(pseudoLocalize('Saved'), { timeout: 15_000 });
    expect(await englishLeftIn(page.getByTestId('save-status'))).toEqual([]);

    await page.getByRole('button', { name: pseudoLocalize('Add course') }).click();
    await page.getByLabel(pseudoLocalize('Institution Name')).fill('Open University');
    await page.getByLabel(pseudoLocalize('Course'), { exact: true }).fill('Statistics');
    // What the user typed is theirs (an input's value is no text node): only the interface is checked.
    expect(await englishLeftInStep(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: pseudoLocalize('Cancel') }).click();

    // The list of added sections, with its count, move and remove buttons.
    await page.goto(`/write/additional-sections?resumeId=${id}&lang=xx`);
    await expect(
      page.getByRole('heading', { level: 2, name: pseudoLocalize('Added sections') }),
    ).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: pseudoLocalize('Courses') });
    await expect(row).toContainText(pseudoLocalize('{{count}} items').replace('{{count}}', '0'));
    const remove = pseudoLocalize('Remove {{title}}').replace('{{title}}', pseudoLocalize('Courses'));
    await expect(row.getByRole('button', { name: remove })).toBeVisible();
    expect(await englishLeftInStep(page)).toEqual([]);
    await expectNoHorizontalOverflow(page);
  });
});

test('the Arabic extra-sections step is laid out right to left, axe clean', async ({ page }) => {
  await page.goto('/write/additional-sections?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'أقسام إضافية' })).toBeVisible();
  expect(await htmlAttribute(page, 'dir')).toBe('rtl');
  await page.getByRole('button', { name: 'المشاريع', exact: true }).click();
  await expect(page).toHaveURL(/\/write\/projects/);
  await expect(page.getByRole('heading', { level: 1, name: 'المشاريع' })).toBeVisible();
  await page.getByRole('button', { name: 'أضف مشروعًا آخر' }).click();
  await expect(page.getByLabel('اسم المشروع')).toBeVisible();
  await page.goBack();

  await expect(page.getByRole('heading', { level: 2, name: 'الأقسام المضافة' })).toBeVisible();
  // The added section's row, by its remove button (the step list names the section too).
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'إزالة المشاريع' }) });
  await expect(row).toContainText('1 عنصر');
  // Mirrored: the section's name starts the row at the right-hand end, its remove button closes it at the left.
  const name = await row.getByText('المشاريع', { exact: true }).boundingBox();
  const remove = await row.getByRole('button', { name: 'إزالة المشاريع' }).boundingBox();
  expect(name && remove && name.x > remove.x).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
