import { createHash, randomBytes } from 'node:crypto';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * The consent step of the MCP authorization flow (issue 34, ADR 0092) in a real browser: a client registered
 * over HTTP sends the signed-in user to authorize; the consent page names it, passes axe, and Allow lands on the
 * client's redirect URI with a code. Then Account settings lists the assistant, and Revoke removes it.
 */

const PASSWORD = 'Correct-horse-1';
const REDIRECT = 'http://127.0.0.1:53682/callback';

test('consents to an assistant, then revokes it in settings', async ({ page, baseURL }) => {
  const email = `consent-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(registered.status()).toBe(201);

  const client = await page.request.post('/oauth/register', {
    data: { client_name: 'Journey Assistant', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
  });
  expect(client.status()).toBe(201);
  const { client_id: clientId } = (await client.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/oauth/authorize', baseURL);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: REDIRECT,
    scope: 'resumes:read',
    resource: `${baseURL}/mcp`,
    state: 'journey',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(key, value);

  // The client's redirect URI answers, as a desktop assistant's local listener would.
  await page.route(`${REDIRECT}**`, (route) => route.fulfill({ status: 200, body: 'Connected' }));
  await page.goto(authorize.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Allow Journey Assistant to use your Resumable account?',
  );
  await expect(page.getByText('127.0.0.1:53682')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const landed = page.waitForRequest((request) => request.url().startsWith(REDIRECT));
  await page.getByRole('button', { name: 'Allow' }).click();
  const callback = new URL((await landed).url());
  expect(callback.searchParams.get('code')).toBeTruthy();
  expect(callback.searchParams.get('state')).toBe('journey');
  // Settings in a tab of its own: the code's redirect to the assistant may still be landing in this one.
  const settings = await page.context().newPage();
  await settings.goto('/account-settings');
  const row = settings.getByTestId('assistant-row');
  await expect(row).toContainText('Journey Assistant');
  await row.getByRole('button', { name: 'Revoke Journey Assistant' }).click();
  await expect(settings.getByRole('heading', { name: 'Connected assistants' })).toHaveCount(0);
});
