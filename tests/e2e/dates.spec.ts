import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { pickMonth } from './month-picker';

/** Month fields are month and year selects, and every card shows dates as the resume does (issue 23). */

const previewText = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });

test('a job is dated with the pickers, reads Present while current, and its card shows the dates', async ({
  page,
}) => {
  await page.goto('/write/experience?new=true');
  await page.getByLabel('Job Title').fill('Line Cook');
  await expect(page.locator('input[type="month"]')).toHaveCount(0);
  // Keyboard: the month select takes typed letters like any native select.
  const startMonth = page.getByRole('combobox', { name: 'Start Date month', exact: true });
  await startMonth.focus();
  await page.keyboard.press('m');
  await expect(startMonth).toHaveValue('03');
  await pickMonth(page, 'Start Date', '2020-01');
  await pickMonth(page, 'End Date', '2021-06');
  await page.getByLabel('I currently work here').check();
  await expect(page.getByRole('textbox', { name: 'End Date: Present' })).toHaveValue('Present');
  await expect(page.getByRole('combobox', { name: 'End Date year' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Describe what you did').fill('Ran the grill');
  await page.getByRole('button', { name: 'Add as Written' }).click();
  await page.getByRole('button', { name: 'Add to Resume' }).click();
  const card = page.getByRole('list', { name: 'Saved jobs' }).getByRole('listitem');
  await expect(card).toContainText('Jan 2020 – Present');
  await expect(previewText(page)).toContainText('Jan 2020 – Present');

  // Editing brings the dates back into the pickers.
  await page.getByRole('button', { name: 'Edit Line Cook' }).click();
  await expect(page.getByRole('combobox', { name: 'Start Date year' })).toHaveValue('2020');
  await expect(page.getByRole('combobox', { name: 'Start Date month' })).toHaveValue('01');
  await page.getByLabel('I currently work here').uncheck();
  await pickMonth(page, 'End Date', '2022-09');
  await page.getByRole('button', { name: 'Update & Save' }).click();
  await expect(card).toContainText('Jan 2020 – Sep 2022');
});

test('course cards show formatted dates and can be edited', async ({ page }) => {
  await page.goto('/write/personal-details?new=true');
  await page.getByLabel('First Name').fill('Cora');
  await page.goto('/write/additional-sections');
  await page.getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(page).toHaveURL(/\/write\/courses$/);
  await page.getByRole('button', { name: 'Add course' }).click();
  await page.getByLabel('Institution Name').fill('Open University');
  await page.getByLabel('Course', { exact: true }).fill('Statistics');
  await pickMonth(page, 'Start Date', '2022-01');
  await pickMonth(page, 'End Date', '2022-06');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const cards = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Jan 2022 - Jun 2022');
  await expect(cards.first()).not.toContainText('2022-01');

  await page.getByRole('button', { name: 'Edit Statistics' }).click();
  await expect(page.getByLabel('Course', { exact: true })).toHaveValue('Statistics');
  await expect(page.getByRole('combobox', { name: 'End Date month' })).toHaveValue('06');
  await pickMonth(page, 'End Date', '2022-07');
  await page.getByRole('button', { name: 'Update Course' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Jan 2022 - Jul 2022');
  await expect(previewText(page)).toContainText('Jan 2022 - Jul 2022');
});
