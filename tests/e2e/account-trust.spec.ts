import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import { outboxMailTo } from './outbox';
import { createOwnServer } from './own-server';

/** Account Settings, issue 18: download my data, two-factor with an authenticator app, delete my account. */

const PASSWORD = 'Trust-pass-1';
const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

async function register(request: import('@playwright/test').APIRequestContext, email: string) {
  const response = await request.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

/** What an authenticator app shows `offsetSteps` 30-second steps from now. */
/**
 * Waits for the start of the next 30-second step when fewer than 12 seconds are left in this one, so a code
 * computed now is still inside the server's window when it arrives on a loaded machine (a journey once sent
 * the previous step's code just as the step turned, and the server, a step on, refused it).
 */
async function awaitRoomInStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 12_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

function appCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

test('downloads my data as a ZIP from Account Settings', async ({ page }) => {
  const email = uniqueEmail('export');
  await register(page.request, email);
  await page.request.post('/api/resume-drafts', {
    data: { title: 'Engine resume', data: { personalDetails: { firstName: 'Ada', lastName: 'Lovelace' } } },
  });
  await page.goto('/account-settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^resumable-data-\d{4}-\d\d-\d\d\.zip$/);
  const file = await download.path();
  const files = unzipSync(new Uint8Array(await readFile(file)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      'account.json',
      'drafts/01-engine-resume.json',
      'drafts/01-engine-resume.resume.json',
    ]),
  );
  expect(JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array())).profile.email).toBe(email);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toBeVisible();
});

test('turns on two-factor with an authenticator app, then signs in with a code', async ({ page }) => {
  const email = uniqueEmail('totp');
  await register(page.request, email);
  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  // The previous step's code: the current one stays unused for the sign-in below.
  await awaitRoomInStep();
  await page.getByLabel('Code from the app').fill(appCode(secret, -1));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Authentication code').fill('111111');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await awaitRoomInStep();
  await page.getByLabel('Authentication code').fill(appCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await (await page.request.get('/api/current-user')).json()).user.email).toBe(email);
});

test('deletes the account from settings: confirmation, every tab signed out, a mail', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('delete');
  await register(context.request, email);
  const other = await context.newPage();
  await other.goto('/account-settings');
  await expect(other.getByText('Profile Information')).toBeVisible();

  await page.goto('/account-settings');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Delete your account for good?' })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your password').fill('Wrong-pass-1');
  await dialog.getByLabel(/to confirm/).fill(email);
  await confirm.click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  expect((await (await context.request.get('/api/current-user')).json()).user).toBeNull();
  const login = await context.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(401);
  expect(await outboxMailTo(email, 'Your Resumable account has been deleted')).toContain('has been deleted');
});

test('adds a passkey with Chromium’s virtual authenticator and signs in with it alone', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await createOwnServer({ host: 'localhost' });
  try {
    await server.start();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = uniqueEmail('passkey');
    await page.goto(`${server.url}/`);
    const registered = await page.request.post(`${server.url}/api/auth/register`, {
      data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    await page.goto(`${server.url}/account-settings`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(/Passkey on Chrome/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get(`${server.url}/api/current-user`)).json()).user.email).toBe(email);
  } finally {
    // Away from the server before it stops, so no request of the page's meets a closed port.
    await page.goto('about:blank');
    await server.dispose();
  }
});

test('the dashboard reminds to confirm the e-mail until the mailed link is used', async ({ page }) => {
  const email = uniqueEmail('verify');
  await register(page.request, email);
  await page.goto('/dashboard');
  const reminder = page.getByRole('region', { name: 'Confirm your e-mail' });
  await expect(reminder).toContainText(email);
  const eml = (await outboxMailTo(email, 'Confirm your e-mail for Resumable'))
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/confirm-email\?token=[\w-]+/.exec(eml)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByRole('status')).toContainText(`Your e-mail is confirmed: ${email}`);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('My Resumes').or(page.getByRole('heading').first())).toBeVisible();
  await expect(reminder).toHaveCount(0);
});

test('changes the e-mail from settings: the password is checked, and the address changes once the link is opened', async ({
  page,
}) => {
  const email = uniqueEmail('before-move');
  const newEmail = uniqueEmail('after-move');
  await register(page.request, email);
  await page.goto('/account-settings');
  const newEmailField = page.getByLabel('New e-mail');
  const password = page.getByLabel('Your password');
  const send = page.getByRole('button', { name: 'Send confirmation link' });

  await newEmailField.fill(newEmail);
  await password.fill('Not-my-pass-1');
  await send.click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Password is incorrect')).toBeVisible();

  await password.fill(PASSWORD);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${newEmail}` })).toBeVisible();
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  const eml = (await outboxMailTo(newEmail, 'Confirm')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = new URL(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[\w-]+/.exec(eml)?.[0] ?? '');
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(link.pathname + link.search);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByRole('status')).toContainText(`Your e-mail has been changed: ${newEmail}`);
});
