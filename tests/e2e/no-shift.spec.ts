import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 13.8: suggestions arriving after "Analyzing your profile..." move nothing the user is about to click.
 * Each answer is held back until the loading state has been measured.
 */

/** Holds the answers of `path` until the returned release() is called. */
async function holdAnswers(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function position(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: box?.x, y: box?.y };
}

test('the skills step: Add skill stays where it was when the suggestions arrive', async ({ page }) => {
  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Sr. Frontend Dev');
  const release = await holdAnswers(page, '/api/generate-skills');
  await page.goto('/write/skills');
  const suggested = page.getByRole('region', { name: 'Suggested' });
  await expect(suggested.getByText('Analyzing your profile...').last()).toBeVisible();
  const addSkill = page.getByRole('button', { name: 'Add skill', exact: true });
  await page.evaluate(() => document.fonts.ready);
  const whileLoading = await position(addSkill);

  release();
  await expect(suggested.getByRole('button', { name: 'Add skill JavaScript' })).toBeVisible();
  expect(await position(addSkill)).toEqual(whileLoading);

  // A click aimed at Add skill adds a new skill, not a suggestion.
  await addSkill.click();
  await expect(page.getByRole('list', { name: 'Your skills' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Your skills' })).not.toContainText('JavaScript');
});

test('the summary step: Save & Continue stays where it was when the suggestions arrive', async ({ page }) => {
  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.goto('/write/skills');
  await page.getByLabel('Custom skill').fill('SQL');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const release = await holdAnswers(page, '/api/generate-summary');
  await page.goto('/write/professional-summary');
  await expect(
    page.getByText('Analyzing your profile to create personalized summary suggestions...').last(),
  ).toBeVisible();
  const next = page.getByRole('button', { name: 'Save & Continue' });
  // The page's web fonts settle first (a browser without the system fonts swaps them in late, moving the
  // whole step a few pixels): what is measured here is only the suggestions' arrival.
  await page.evaluate(() => document.fonts.ready);
  const whileLoading = await position(next);

  release();
  await expect(
    page
      .getByRole('list', { name: /summary suggestions/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  expect(await position(next)).toEqual(whileLoading);
});

// Issue 29.8: the journey above failed once under load because the summary box's editor code (loaded lazily)
// arrived after the measurement: its stand-in was 11 px shorter than the editor, so the page shifted then.
test('the summary step: Save & Continue stays where it was when the editor arrives', async ({ page }) => {
  await page.goto('/write/personal-details');
  await page.getByLabel('Job Title').fill('Data Analyst');
  const release = await holdAnswers(page, '/assets/rich-text-editor-*.js');
  await page.goto('/write/professional-summary');
  const next = page.getByRole('button', { name: 'Save & Continue' });
  await expect(next).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const whileLoading = await position(next);

  release();
  await expect(page.getByRole('textbox', { name: 'Professional summary' })).toBeVisible();
  expect(await position(next)).toEqual(whileLoading);
});
