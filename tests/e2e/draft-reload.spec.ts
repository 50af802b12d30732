import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 23.2: a tab never conflicts with itself. Reloading shortly after an edit (before, during or right after
 * its autosave) keeps the edit and shows no 'changed elsewhere' dialog.
 */

const RESUME = { personalDetails: { firstName: 'Elena', lastName: 'Marquez', jobTitle: 'Analyst' } };

async function signedInDraft(request: APIRequestContext): Promise<string> {
  const email = `reload-${randomBytes(5).toString('hex')}@example.com`;
  const register = await request.post('/api/auth/register', {
    data: { firstName: 'Elena', lastName: 'Marquez', email, password: 'Reload-journey-1' },
  });
  expect(register.status(), await register.text()).toBe(201);
  const created = await request.post('/api/resume-drafts', { data: { title: 'Reloaded', data: RESUME } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft.id;
}

async function serverJobTitle(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/api/resume-drafts/${id}`);
  return ((await response.json()) as { resumeDraft: { data: typeof RESUME } }).resumeDraft.data
    .personalDetails.jobTitle;
}

const SLOW_SAVE_MS = 1500;

for (const delayMs of [200, 1000, 2000]) {
  test(`reloading ${delayMs} ms after an edit keeps it without a conflict`, async ({ page }) => {
    const id = await signedInDraft(page.request);
    // Saves reach the server late (a slow network), so the page closing at the reload and the one loading
    // after it overlap as they did for users: the reloaded page reads the draft before the last save lands.
    await page.context().route(`**/api/resume-drafts/${id}`, async (route) => {
      if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, SLOW_SAVE_MS));
      await route.continue();
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.goto(`/write/personal-details?resumeId=${id}`);
    const jobTitle = page.getByLabel('Job Title');
    await expect(jobTitle).toHaveValue('Analyst');
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    const typed = `Reloaded after ${delayMs} ms`;
    await jobTitle.fill(typed);
    await page.waitForTimeout(delayMs);
    await page.reload();

    await expect(jobTitle).toHaveValue(typed);
    await expect.poll(() => serverJobTitle(page.request, id), { timeout: 15_000 }).toBe(typed);
    // Past the autosave delay of the change re-sent after the reload, and its answer.
    await page.waitForTimeout(3500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('save-status')).toHaveText('Saved');
    await expect(jobTitle).toHaveValue(typed);
    expect(await serverJobTitle(page.request, id)).toBe(typed);
    // No 'Leave site?' prompt either: a save cut off by the reload is sent again with keepalive.
    expect(dialogs).toEqual([]);

    // The tab goes on saving into the same draft.
    await jobTitle.fill(`${typed}, then edited`);
    await expect
      .poll(() => serverJobTitle(page.request, id), { timeout: 15_000 })
      .toBe(`${typed}, then edited`);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
}
