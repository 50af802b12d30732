import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Undo and redo in the builder (issue 20, item 3): typing is undone a burst at a time (a pause starts the
 * next), structural changes are single steps, the history survives a change of step, and the Undo and Redo
 * buttons work from the keyboard. The page's clock is controlled so that "a pause" is a jump in time, not a
 * wait.
 */

const previewText = (page: Page) => page.getByRole('complementary', { name: 'Live preview' });
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });

async function addJob(page: Page, title: string) {
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Describe what you did').fill('Kept the line moving');
  await page.getByRole('button', { name: 'Add as Written' }).click();
  await page.getByRole('button', { name: 'Add to Resume' }).click();
  await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText(title);
}

test('typing is undone by pauses, and redone, with the keyboard shortcuts', async ({ page }) => {
  await page.clock.install();
  await page.goto('/write/personal-details?new=true');
  await expect(undoButton(page)).toBeDisabled();
  const firstName = page.getByLabel('First Name');
  await firstName.click();
  await page.keyboard.type('Ada');
  await page.clock.fastForward(2_000);
  await page.keyboard.type(' Lovelace');
  await expect(firstName).toHaveValue('Ada Lovelace');
  await expect(undoButton(page)).toBeEnabled();

  await page.keyboard.press('ControlOrMeta+z');
  await expect(firstName).toHaveValue('Ada');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(firstName).toHaveValue('');
  await expect(undoButton(page)).toBeDisabled();

  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(firstName).toHaveValue('Ada');
  await page.keyboard.press('Control+y');
  await expect(firstName).toHaveValue('Ada Lovelace');
  await expect(redoButton(page)).toBeDisabled();
  await expect(previewText(page)).toContainText('Ada Lovelace');

  // An undo is an edit like any other: the local copy keeps it across a reload.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(firstName).toHaveValue('Ada');
  await page.goto('/write/personal-details');
  await expect(page.getByLabel('First Name')).toHaveValue('Ada');
});

test('a deleted job comes back with Undo after a change of step; the buttons work from the keyboard', async ({
  page,
}) => {
  await page.goto('/write/experience?new=true');
  await addJob(page, 'Engine Analyst');
  await page.getByRole('button', { name: 'Delete Engine Analyst' }).click();
  await expect(page.getByRole('button', { name: 'Delete Engine Analyst' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page).toHaveURL(/\/write\/education$/);
  await expect(previewText(page)).not.toContainText('Engine Analyst');

  await undoButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(previewText(page)).toContainText('Engine Analyst');
  // Said to a screen reader too: the job came back on another step than the one shown.
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toBeAttached();
  await redoButton(page).focus();
  await page.keyboard.press('Space');
  await expect(previewText(page)).not.toContainText('Engine Analyst');
  await undoButton(page).focus();
  await page.keyboard.press('Space');
  await expect(previewText(page)).toContainText('Engine Analyst');

  await page
    .getByRole('navigation', { name: 'Resume sections' })
    .getByRole('link', { name: /Employment History/ })
    .click();
  await expect(page).toHaveURL(/\/write\/experience$/);
  await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Engine Analyst');
});

test('a job being typed keeps the browser’s own undo, and the store’s history is left alone', async ({
  page,
}) => {
  await page.goto('/write/experience?new=true');
  await addJob(page, 'Cook');
  const company = page.getByLabel('Company');
  await company.click();
  await page.keyboard.type('Vento');
  await page.keyboard.press('ControlOrMeta+z');
  // Not the resume's undo: the saved job stays.
  await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText('Cook');
});
