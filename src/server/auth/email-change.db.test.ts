import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { callAs, signInCookie } from '../../../tests/support/account-test-helpers';
import { settle } from '../../../tests/support/auth-test-helpers';
import { type SmtpCatcher, startSmtpCatcher } from '../../../tests/support/smtp-catcher';
import {
  EMAIL_IN_USE_MESSAGE,
  INVALID_EMAIL_CHANGE_LINK_MESSAGE,
  SAME_EMAIL_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../domain/account-api';
import { emailChangeRequests, users } from '../db/schema';

let smtp: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_ACCOUNT_MAIL_PER_HOUR: '2' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(address: string) {
  for (let i = 0; i < 100; i += 1) {
    const found = smtp.received.find((mail) => mail.to.includes(address));
    if (found) return found;
    await settle(20);
  }
  throw new Error(`no mail to ${address}`);
}

const tokenIn = (raw: string) => /confirm-email\?token=([\w-]+)/.exec(raw)?.[1] ?? '';
const login = (email: string) =>
  callAs(t, null)('POST', '/api/auth/login', { email, password: TEST_PASSWORD });

describe('change of e-mail', () => {
  it('mails a link to the new address, tells the old one, and changes only when the link is used, once', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const newEmail = `moved-${user.id.slice(0, 8)}@example.com`;
    const response = await callAs(t, cookie)('POST', '/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ pendingEmail: newEmail });

    const link = await mailTo(newEmail);
    expect(link.raw).toContain('Subject: Confirm your new e-mail for Resumable');
    expect(link.raw).toMatch(/text\/html/);
    const token = tokenIn(link.raw);
    expect(token.length).toBeGreaterThan(40);
    const notice = await mailTo(user.email);
    expect(notice.raw).toContain(newEmail);
    expect(notice.raw).not.toContain(token);

    // Nothing changed yet; the token is stored only as a hash.
    expect((await login(user.email)).statusCode).toBe(200);
    const [pending] = await t.database.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(pending?.tokenHash).not.toContain(token);

    const confirmed = await callAs(t, null)('POST', '/api/account/email/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(newEmail);
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(401);

    const again = await callAs(t, null)('POST', '/api/account/email/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: INVALID_EMAIL_CHANGE_LINK_MESSAGE });
  });

  it('refuses an expired link and a made-up one', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const newEmail = `late-${user.id.slice(0, 8)}@example.com`;
    await callAs(t, cookie)('POST', '/api/account/email', { newEmail, password: TEST_PASSWORD });
    const token = tokenIn((await mailTo(newEmail)).raw);
    await t.database.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, user.id));
    expect((await callAs(t, null)('POST', '/api/account/email/confirm', { token })).statusCode).toBe(400);
    expect(
      (await callAs(t, null)('POST', '/api/account/email/confirm', { token: 'made-up' })).statusCode,
    ).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('checks the password, the address, and limits the mails per account', async () => {
    expect(
      (await callAs(t, null)('POST', '/api/account/email', { newEmail: 'a@example.com' })).statusCode,
    ).toBe(401);
    const user = await createUser(t.database.db);
    const taken = await createUser(t.database.db);
    const call = callAs(t, await signInCookie(t, user.email, TEST_PASSWORD));
    const wrong = await call('POST', '/api/account/email', {
      newEmail: 'x1@example.com',
      password: 'Wrong-pass-1',
    });
    expect(wrong.json()).toMatchObject({ errors: { password: WRONG_PASSWORD_MESSAGE } });
    const same = await call('POST', '/api/account/email', { newEmail: user.email, password: TEST_PASSWORD });
    expect(same.json()).toMatchObject({ errors: { newEmail: SAME_EMAIL_MESSAGE } });
    const inUse = await call('POST', '/api/account/email', {
      newEmail: taken.email,
      password: TEST_PASSWORD,
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: EMAIL_IN_USE_MESSAGE });
    const invalid = await call('POST', '/api/account/email', {
      newEmail: 'not-an-email',
      password: TEST_PASSWORD,
    });
    expect(invalid.statusCode).toBe(400);
    for (const n of [1, 2])
      expect(
        (
          await call('POST', '/api/account/email', {
            newEmail: `n${n}-${user.id}@example.com`,
            password: TEST_PASSWORD,
          })
        ).statusCode,
      ).toBe(200);
    const limited = await call('POST', '/api/account/email', {
      newEmail: `n3-${user.id}@example.com`,
      password: TEST_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    // Only the latest link works.
    const first = tokenIn((await mailTo(`n1-${user.id}@example.com`)).raw);
    expect((await callAs(t, null)('POST', '/api/account/email/confirm', { token: first })).statusCode).toBe(
      400,
    );
    const latest = tokenIn((await mailTo(`n2-${user.id}@example.com`)).raw);
    expect((await callAs(t, null)('POST', '/api/account/email/confirm', { token: latest })).statusCode).toBe(
      200,
    );
  });
});

describe('e-mail verification after sign-up', () => {
  it('mails a link at sign-up that confirms the address; the link can be sent again until then', async () => {
    const email = `signup-${Date.now()}@example.com`;
    const registered = await callAs(t, null)('POST', '/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      password: TEST_PASSWORD,
    });
    expect(registered.statusCode).toBe(201);
    const cookie = registered.cookies.find((c) => c.name === 'sid');
    const call = callAs(t, `sid=${cookie?.value}`);
    const mail = await mailTo(email);
    expect(mail.raw).toContain('Subject: Confirm your e-mail for Resumable');
    expect((await call('GET', '/api/account/email/status')).json()).toMatchObject({ email, verified: false });

    const again = await call('POST', '/api/account/email/verify');
    expect(again.statusCode, again.body).toBe(200);
    for (let i = 0; i < 100 && smtp.received.filter((m) => m.to.includes(email)).length < 2; i += 1)
      await settle(20);
    const latest = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    const confirmed = await callAs(t, null)('POST', '/api/account/email/confirm', {
      token: tokenIn(latest?.raw ?? ''),
    });
    expect(confirmed.json()).toMatchObject({ message: 'Your e-mail is confirmed', email });
    expect((await call('GET', '/api/account/email/status')).json()).toMatchObject({ verified: true });
    expect((await call('POST', '/api/account/email/verify')).statusCode).toBe(409);
    expect((await callAs(t, null)('GET', '/api/account/email/status')).statusCode).toBe(401);
  });
});
