import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, isSignedIn, signInCookie } from '../../../tests/support/account-test-helpers';
import { memoryMailer, sessionCookieFrom, settle } from '../../../tests/support/auth-test-helpers';
import { TWO_FACTOR_SESSION_EXPIRED_MESSAGE, WRONG_CODE_MESSAGE } from '../../domain/two-factor-api';
import { twoFactorRecoveryCodes, twoFactorTotp } from '../db/schema';

let t: TestApp;
let logs = '';
const mail = memoryMailer();
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logs += chunk.toString('utf8');
  });
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream, overrides: { mailer: mail.mailer } });
});
afterAll(() => t.close());

/** The code an authenticator app would show `offsetSteps` 30-second steps from now. */
function codeFor(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/** A user with two-factor on: enabled with the previous step's code, so the current one is still unused. */
async function enrolledUser() {
  const user = await createUser(t.database.db);
  const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
  const call = callAs(t, cookie);
  const setup = await call('POST', '/api/auth/2fa/totp/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await call('POST', '/api/auth/2fa/totp/enable', { code: codeFor(secret, -1) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { user, cookie, secret, recoveryCodes };
}

/** The password step of a sign-in: answers the pending-2FA cookie header. */
async function passwordStep(email: string) {
  const response = await callAs(t, null)('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: false, twoFactorRequired: true });
  expect(sessionCookieFrom(response)).toBe('');
  const pending = response.cookies.find((c) => c.name === 'tfa');
  if (!pending) throw new Error('no pending cookie');
  expect(pending.httpOnly).toBe(true);
  return `tfa=${pending.value}`;
}

const verify = (pending: string | null, code: string) =>
  callAs(t, pending)('POST', '/api/auth/2fa/verify', { code });

describe('TOTP set-up', () => {
  it('gives a secret, an otpauth URL and a QR code, and turns on only with a right code', async () => {
    expect((await callAs(t, null)('POST', '/api/auth/2fa/totp/setup')).statusCode).toBe(401);
    const user = await createUser(t.database.db);
    const call = callAs(t, await signInCookie(t, user.email, TEST_PASSWORD));
    const setup = await call('POST', '/api/auth/2fa/totp/setup');
    const answer = setup.json() as { secret: string; otpauthUrl: string; qrCodeDataUrl: string };
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(answer.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Resumable:/);
    expect(answer.otpauthUrl).toContain(`secret=${answer.secret}`);
    expect(answer.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await call('GET', '/api/auth/2fa/status')).json()).toMatchObject({ totpEnabled: false });

    const wrong = await call('POST', '/api/auth/2fa/totp/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { code: WRONG_CODE_MESSAGE } });
    const enabled = await call('POST', '/api/auth/2fa/totp/enable', { code: codeFor(answer.secret) });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call('GET', '/api/auth/2fa/status')).json()).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('POST', '/api/auth/2fa/totp/setup')).statusCode).toBe(409);

    // At rest: the secret sealed, the recovery codes hashed.
    const [row] = await t.database.db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(answer.secret);
    const stored = JSON.stringify(
      await t.database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.userId, user.id)),
    );
    for (const code of recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));
  });
});

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, and signs in only with a right, unused one', async () => {
    const { user, secret } = await enrolledUser();
    const pending = await passwordStep(user.email);
    expect((await verify(pending, '123456')).statusCode).toBe(400);
    const code = codeFor(secret);
    const ok = await verify(pending, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { email: user.email } });
    expect(await isSignedIn(t, sessionCookieFrom(ok))).toBe(true);
    // The same code again, in a new sign-in, is refused: codes are single-use.
    expect((await verify(await passwordStep(user.email), code)).statusCode).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const [first] = recoveryCodes;
    if (!first) throw new Error('no recovery code');
    const ok = await verify(await passwordStep(user.email), ` ${first.toUpperCase()} `);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await verify(await passwordStep(user.email), first)).statusCode).toBe(400);
    const status = await callAs(t, sessionCookieFrom(ok))('GET', '/api/auth/2fa/status');
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('refuses the second step without the password step, with a forged cookie, and past the limit', async () => {
    const { user, secret } = await enrolledUser();
    const missing = await verify(null, codeFor(secret));
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ error: TWO_FACTOR_SESSION_EXPIRED_MESSAGE });
    expect((await verify(`tfa=${user.id}.${Date.now() + 60_000}`, codeFor(secret))).statusCode).toBe(401);
    const pending = await passwordStep(user.email);
    let last = await verify(pending, '000000');
    for (let i = 0; i < t.config.rateLimits.loginPerAccount; i += 1) last = await verify(pending, '000000');
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect((await verify(pending, codeFor(secret))).statusCode).toBe(429);
  });

  it('is still asked for after a password reset', async () => {
    const { user } = await enrolledUser();
    await callAs(t, null)('POST', '/api/auth/forgot-password', { email: user.email });
    await settle();
    const message = mail.sent.findLast((m) => m.to === user.email && m.subject.includes('Reset'));
    const token = /reset-password\?token=([\w-]+)/.exec(message?.text ?? '')?.[1];
    const reset = await callAs(t, null)('POST', '/api/auth/reset-password', {
      token,
      newPassword: 'Brand-new-pass-9',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(sessionCookieFrom(reset)).toBe('');
    const login = await callAs(t, null)('POST', '/api/auth/login', {
      email: user.email,
      password: 'Brand-new-pass-9',
    });
    expect(login.json()).toEqual({ success: false, twoFactorRequired: true });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a fresh code; afterwards the password alone signs in', async () => {
    const { user, cookie, secret } = await enrolledUser();
    const call = callAs(t, cookie);
    const noPassword = await call('POST', '/api/auth/2fa/totp/disable', { code: codeFor(secret) });
    expect(noPassword.statusCode).toBe(400);
    const wrongCode = await call('POST', '/api/auth/2fa/totp/disable', {
      code: '000000',
      password: TEST_PASSWORD,
    });
    expect(wrongCode.json()).toMatchObject({ errors: { code: WRONG_CODE_MESSAGE } });
    const off = await call('POST', '/api/auth/2fa/totp/disable', {
      code: codeFor(secret, 1),
      password: TEST_PASSWORD,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/auth/2fa/status')).json()).toMatchObject({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });
    const login = await callAs(t, null)('POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(login.json()).toMatchObject({ success: true });
  });

  it('never writes a secret or a code to the logs', async () => {
    const { user, secret, recoveryCodes } = await enrolledUser();
    const code = codeFor(secret);
    await verify(await passwordStep(user.email), code);
    expect(logs).toContain('/api/auth/2fa/verify');
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(code);
    for (const recovery of recoveryCodes) expect(logs).not.toContain(recovery);
  });
});

describe('new sign-in mail', () => {
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const loginAs = (email: string, userAgent: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      payload: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
  const newSignIns = (email: string) =>
    mail.sent.filter((m) => m.to === email && m.subject === 'New sign-in to your Resumable account');

  it('tells the account when a device it is not signed in on signs in, and only then', async () => {
    const user = await createUser(t.database.db);
    await signInCookie(t, user.email, TEST_PASSWORD); // the first session: nothing to compare with
    await signInCookie(t, user.email, TEST_PASSWORD); // the same device again
    await settle();
    expect(newSignIns(user.email)).toEqual([]);
    expect((await loginAs(user.email, CHROME)).statusCode).toBe(200);
    await settle();
    const [sent] = newSignIns(user.email);
    expect(sent?.text).toContain('Chrome on Windows');
    expect(sent?.html).toContain('Account Settings');
    expect(newSignIns(user.email)).toHaveLength(1);
  });
});
