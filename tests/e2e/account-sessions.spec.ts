import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';

/** Account Settings: where you're signed in, signing another browser out, changing the password. */

const PASSWORD = 'Correct-horse-1';
const NEW_PASSWORD = 'Battery-staple-2';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

test('sees two sessions, signs the other browser out, and changes the password', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `sessions-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  const otherContext = await browser.newContext({ baseURL, userAgent: FIREFOX });
  try {
    const signedIn = await otherContext.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const other = await otherContext.newPage();
    await other.goto('/account-settings');
    await expect(other.getByRole('heading', { name: 'Account Settings' })).toBeVisible();

    await page.goto('/account-settings');
    const list = page.getByRole('list', { name: 'Signed-in sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();

    // The other browser is signed out on its next request.
    expect((await (await otherContext.request.get('/api/current-user')).json()).user).toBeNull();

    await page.getByLabel('Current password').fill('Not-my-pass-1');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // Still signed in here; the new password signs in elsewhere and the old one no longer does.
    expect((await (await page.request.get('/api/current-user')).json()).user.email).toBe(email);
    const old = await otherContext.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    const again = await otherContext.request.post('/api/auth/login', {
      data: { email, password: NEW_PASSWORD },
    });
    expect(again.ok()).toBe(true);
  } finally {
    await otherContext.close();
  }
});
