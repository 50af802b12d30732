import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 23.3: signed in, what the user can click is where it first showed: nothing is replaced or pushed away as
 * the current user, the draft or a page's data arrive, so a click made right after the page appears lands.
 */

async function signUp(request: APIRequestContext) {
  const response = await request.post('/api/auth/register', {
    data: {
      firstName: 'Quick',
      lastName: 'Clicker',
      email: `stable-${randomBytes(5).toString('hex')}@example.com`,
      password: 'Stable-journey-1',
    },
  });
  expect(response.status()).toBe(201);
}

async function position(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return { x: Math.round(box?.x ?? 0), y: Math.round(box?.y ?? 0) };
}

test('opening a saved draft: the first click lands, and nothing moves as the draft arrives', async ({
  page,
}) => {
  await signUp(page.request);
  const created = await page.request.post('/api/resume-drafts', {
    data: { title: 'Quick draft', data: { personalDetails: { firstName: 'Quick', lastName: 'Clicker' } } },
  });
  const { id } = ((await created.json()) as { resumeDraft: { id: string } }).resumeDraft;
  // The draft answers late, as on a slow network, so the page is seen and clicked before it arrives.
  await page.route(`**/api/resume-drafts/${id}`, async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });

  await page.goto(`/write/experience?resumeId=${id}`, { waitUntil: 'commit' });
  const toggle = page.getByLabel('I currently work here');
  await toggle.waitFor();
  const first = await position(toggle);
  await toggle.click();

  await expect(page.getByTestId('resume-title')).toHaveText('Quick draft');
  // The click took effect, and the box is where it was when it was clicked.
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'End Date: Present' })).toBeDisabled();
  expect(await position(toggle)).toEqual(first);
});

test('account settings: Back to Dashboard is where it first showed, and a click on it at once works', async ({
  page,
}) => {
  await signUp(page.request);
  // The cards' own lists answer late, as on a slow network: a card that showed a spinner first and its list
  // later would push the link down after it was seen.
  await page.route(
    /\/api\/(account\/tokens|account\/passkeys|sessions|auth\/2fa\/status)$/,
    async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    },
  );
  await page.goto('/account-settings', { waitUntil: 'commit' });
  const back = page.getByRole('link', { name: 'Back to Dashboard' });
  await back.waitFor();
  const first = await position(back);
  await page.waitForLoadState('networkidle');
  expect(await position(back)).toEqual(first);
  await back.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
