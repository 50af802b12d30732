import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { memoryMailer, settle } from '../../../tests/support/auth-test-helpers';
import { startSmtpCatcher } from '../../../tests/support/smtp-catcher';
import { passwordResetTokens, users } from '../db/schema';

const mail = memoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ overrides: { mailer: mail.mailer } });
});
afterAll(() => t.close());

const post = (app: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
const tokenOf = (text: string) => {
  const match = /\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
};
const NEW_PASSWORD = 'Brand-new-pass-9';
const SAME_ANSWER = {
  success: true,
  message: "If an account with this email exists, you'll receive password reset instructions.",
};

async function requestResetToken(email: string): Promise<string> {
  const next = mail.next();
  const response = await post(t, '/api/auth/forgot-password', { email });
  expect(response.json()).toEqual(SAME_ANSWER);
  const message = await next;
  expect(message.to).toBe(email.trim().toLowerCase());
  return tokenOf(message.text);
}

describe('forgot-password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = mail.sent.length;
    const response = await post(t, '/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    await settle(100);
    expect(mail.sent.length).toBe(before);
  });

  it('mails an APP_URL link whose token is stored only as a hash, through a task', async () => {
    const user = await createUser(t.database.db);
    const before = mail.sent.length;
    const response = await post(t, '/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(response.json()).toEqual(SAME_ANSWER);
    expect(response.body).not.toContain('token');
    // The task (which holds the address, never a link) is deleted once its mail is sent: see task-queue.db.test.ts.
    for (let i = 0; i < 100 && mail.sent.length === before; i++) await settle(20);
    const message = mail.sent.at(-1);
    expect(message?.text).toContain('http://localhost:3000/reset-password?token=');
    const token = tokenOf(message?.text ?? '');
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token).not.toBe(token);
    expect(rows[0]?.token).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers 400 for an invalid address', async () => {
    for (const email of ['nope', '', { $gt: '' }]) {
      const response = await post(t, '/api/auth/forgot-password', { email });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('reset-password', () => {
  it('sets the password from a spec-shaped body, proves the e-mail and ends every session', async () => {
    const user = await createUser(t.database.db);
    const cookie = await sessionCookieFor(t.database.db, user.id);
    // Used once first, so the process's session cache knows it: the reset must end it there too.
    const before = await t.app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });
    expect(before.json().user.id).toBe(user.id);
    const token = await requestResetToken(user.email);
    const response = await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/current-user', headers: { cookie } });
    expect(me.json().user).toBeNull();
    const oldLogin = await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(t, '/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a token used before', async () => {
    const user = await createUser(t.database.db);
    const token = await requestResetToken(user.email);
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const again = await post(t, '/api/auth/reset-password', { token, newPassword: 'Another-pass-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      'This password reset link is invalid or has expired. Please request a new password reset.',
    ]);
    expect((await post(t, '/api/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired token and an unknown one', async () => {
    const user = await createUser(t.database.db);
    const token = await requestResetToken(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await post(t, '/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode).toBe(
      400,
    );
    expect(
      (await post(t, '/api/auth/reset-password', { token: 'made-up', newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers the rule messages as an array and keeps the token usable', async () => {
    const user = await createUser(t.database.db);
    const token = await requestResetToken(user.email);
    const mismatch = await post(t, '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'Different-pass-1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual(["Passwords don't match"]);
    const weak = await post(t, '/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.json().errors).toContain('Password must be at least 8 characters');
    const missing = await post(t, '/api/auth/reset-password', { newPassword: NEW_PASSWORD });
    expect(missing.json().errors).toEqual(['Reset token is required']);
    const injected = await post(t, '/api/auth/reset-password', {
      token: { $ne: null },
      newPassword: NEW_PASSWORD,
    });
    expect(injected.statusCode).toBe(400);
    const ok = await post(t, '/api/auth/reset-password', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('mail transports', () => {
  it('delivers the reset mail to a real SMTP server, and nothing for an unknown address', async () => {
    const smtp = await startSmtpCatcher();
    const { received } = smtp;
    const app = await createTestApp({ env: { SMTP_URL: smtp.url }, database: t.database });
    try {
      const user = await createUser(t.database.db);
      await post(app, '/api/auth/forgot-password', { email: 'unknown-smtp@example.com' });
      await post(app, '/api/auth/forgot-password', { email: user.email });
      for (let i = 0; i < 100 && received.length === 0; i++) await settle(50);
      await settle(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual([user.email]);
      expect(received[0]?.raw).toContain('Subject: Reset your Resumable password');
      expect(received[0]?.raw).toMatch(/reset-password\?token=/);
    } finally {
      await app.close();
      await smtp.close();
    }
  });

  it('writes an .eml file to DATA_DIR/outbox without SMTP', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumable-outbox-'));
    const app = await createTestApp({ env: { DATA_DIR: dataDir }, database: t.database });
    try {
      const user = await createUser(t.database.db);
      await post(app, '/api/auth/forgot-password', { email: user.email });
      const outbox = path.join(dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 100 && files.length === 0; i++) {
        await settle(50);
        files = await readdir(outbox).catch(() => []);
      }
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${user.email}`);
      expect(eml.replace(/=\r?\n/g, '')).toContain('reset-password?token=');
    } finally {
      await app.close();
    }
  });
});
