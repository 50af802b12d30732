import { randomBytes } from 'node:crypto';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Account Settings, Personal access tokens (issue 34): create one with the keyboard, copy the secret shown once,
 * use it from a script (a read, then a JSON Patch the history names "Changed by Claude"), see "last used" after a
 * reload, revoke it, and the script is refused.
 */

const PASSWORD = 'Correct-horse-1';

test.use({ viewport: { width: 375, height: 800 } });

test('creates a token, uses it from a script, sees it last used, revokes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = `tokens-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const created = await page.request.post('/api/resume-drafts', {
    data: { title: 'Engine resume', data: { personalDetails: { firstName: 'Ada' } } },
  });
  expect(created.status()).toBe(201);
  const draftId = (await created.json()).resumeDraft.id as string;

  await page.goto('/account-settings');
  await expect(page.getByText('You have no tokens.')).toBeVisible();

  // The form, by keyboard: focus moves through name, access, expiry and password; Enter creates.
  await page.getByRole('button', { name: 'Create a token' }).click();
  const form = page.getByRole('form', { name: 'Create a personal access token' });
  await form.getByLabel('Token name').fill('Claude');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /Read only/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Read and write/ })).toBeChecked();
  await form.getByLabel('Expires after').selectOption({ label: '30 days' });
  await form.getByLabel('Your password').fill('Not-my-password-9');
  await form.getByLabel('Your password').press('Enter');
  await expect(form.getByText('Password is incorrect')).toBeVisible();
  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByLabel('Your password').press('Enter');

  await expect(page.getByText('It will not be shown again.')).toBeVisible();
  const secret = await page.getByLabel('Your new token').inputValue();
  expect(secret).toMatch(/^rsm_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Token copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  // Nothing spills sideways on a phone, even with the long secret on screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have copied my token' }).click();
  await expect(page.getByLabel('Your new token')).toHaveCount(0);

  const row = page.getByRole('list', { name: 'Your personal access tokens' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Claude');
  await expect(row).toContainText('Read and write');
  await expect(row).toContainText('Never used');

  // A script reads the draft with the token, without the browser's cookie.
  const asScript = (path: string) =>
    fetch(`${baseURL}${path}`, { headers: { authorization: `Bearer ${secret}` } });
  const read = await asScript(`/api/resume-drafts/${draftId}`);
  expect(read.status).toBe(200);
  expect((await read.json()).resumeDraft.title).toBe('Engine resume');

  await page.reload();
  await expect(row).toContainText('Last used');
  await expect(row).not.toContainText('Never used');

  // The script changes the resume by JSON Patch; the history names the token, and restoring undoes it.
  const current = (await (await asScript(`/api/resume-drafts/${draftId}`)).json()).resumeDraft as {
    version: number;
  };
  const patched = await fetch(`${baseURL}/api/resume-drafts/${draftId}`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json-patch+json',
      'if-match': String(current.version),
    },
    body: JSON.stringify([{ op: 'replace', path: '/data/personalDetails/firstName', value: 'Augusta' }]),
  });
  expect(patched.status).toBe(200);
  await page.goto(`/drafts/${draftId}/history`);
  const versions = page.getByTestId('version-list');
  await expect(versions).toContainText('Changed by Claude');
  await expect(versions).toContainText('Personal details');
  await page.goto('/account-settings');

  // Revoke, with a confirmation; then the script is refused.
  await page.getByRole('button', { name: 'Revoke Claude' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('stops working at once');
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('You have no tokens.')).toBeVisible();
  expect((await asScript(`/api/resume-drafts/${draftId}`)).status).toBe(401);
});
