import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../../../tests/setup/factories';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import {
  callAs,
  everyRowAsText,
  isSignedIn,
  signInCookie,
} from '../../../tests/support/account-test-helpers';
import { memoryMailer, settle } from '../../../tests/support/auth-test-helpers';
import { resumeData } from '../../../tests/support/draft-test-helpers';
import { type StripeStub, startStripeStub } from '../../../tests/support/stripe-stub-server';
import {
  CONFIRM_EMAIL_MISMATCH_MESSAGE,
  FRESH_SIGN_IN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '../../domain/account-api';
import { PROVIDER_CANCEL_FAILED_MESSAGE } from '../billing/close-billing-for-deletion';
import {
  accountExports,
  checkoutSessions,
  documentExports,
  draftShares,
  emailChangeRequests,
  oauthAccounts,
  oauthRecords,
  passkeys,
  personalTokens,
  resumeDrafts,
  resumePhotos,
  retainedPayments,
  sessions,
  twoFactorRecoveryCodes,
  twoFactorTotp,
  users,
} from '../db/schema';

let t: TestApp;
const mail = memoryMailer();
beforeAll(async () => {
  t = await createTestApp({ overrides: { mailer: mail.mailer } });
});
afterAll(() => t.close());

/** A user with something in every table the app has today, and a resume text found nowhere else. */
async function fullAccount(app: TestApp, options: { stripeSubscriptionId?: string } = {}) {
  const marker = `Marker-${Math.random().toString(36).slice(2, 10)}`;
  const user = await createUser(app.database.db);
  if (options.stripeSubscriptionId)
    await app.database.db
      .update(users)
      .set({ stripeSubscriptionId: options.stripeSubscriptionId, stripeCustomerId: 'cus_test_1' })
      .where(eq(users.id, user.id));
  const cookie = await signInCookie(app, user.email, TEST_PASSWORD);
  const otherTab = await signInCookie(app, user.email, TEST_PASSWORD);
  const call = callAs(app, cookie);
  const created = await call('POST', '/api/resume-drafts', {
    title: `${marker} resume`,
    data: resumeData({ summary: { content: `<p>${marker} led the engine team.</p>` } }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const draftId = (created.json() as { resumeDraft: { id: string } }).resumeDraft.id;
  const job = await call('POST', '/api/jobs', { title: 'Engineer', company: 'Engines Ltd', notes: marker });
  expect(job.statusCode, job.body).toBe(201);
  // Its people, next step and archiving (issue 35 item 3), each carrying the marker.
  const tracked = await call('PUT', `/api/jobs/${job.json().job.id}`, {
    contacts: [{ name: `${marker} Recruiter`, email: `${marker.toLowerCase()}@example.com` }],
    nextStep: `${marker} follow-up`,
    nextStepDate: '2026-12-01',
    archiveReason: 'filled',
  });
  expect(tracked.statusCode, tracked.body).toBe(200);
  // Its dates and calendar feed (issue 35 item 2).
  const event = await call('POST', `/api/jobs/${job.json().job.id}/events`, {
    kind: 'interview',
    date: '2026-12-03',
    time: '10:00',
    timeZone: 'Europe/Paris',
    note: `${marker} interview`,
    remind: true,
  });
  expect(event.statusCode, event.body).toBe(201);
  expect((await call('POST', '/api/calendar/feed')).statusCode).toBe(201);
  const letter = await call('POST', '/api/cover-letters', { title: `${marker} letter`, draftId });
  expect(letter.statusCode, letter.body).toBe(201);
  // What was sent (issue 35 item 4): a version in the draft's history and the letter copied.
  const sent = await call('POST', `/api/jobs/${job.json().job.id}/sent`, {
    resumeId: draftId,
    letterId: letter.json().coverLetter.id,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const forgot = await callAs(app, null)('POST', '/api/auth/forgot-password', { email: user.email });
  expect(forgot.statusCode).toBe(200);
  await settle(); // the reset token is made after the answer
  const db = app.database.db;
  await db
    .insert(oauthAccounts)
    .values({ provider: 'google', providerAccountId: `g-${marker}`, userId: user.id, email: user.email });
  await db.insert(documentExports).values({ userId: user.id, draftId, format: 'pdf' });
  // An assistant connected by the MCP authorization flow (ADR 0092): its grant goes with the account.
  await db.insert(oauthRecords).values({
    model: 'Grant',
    id: `grant-${marker}`,
    payload: { kind: 'Grant', accountId: user.id, clientId: 'assistant' },
    grantId: `grant-${marker}`,
    accountId: user.id,
  });
  // Access it gave (ADR 0086, passkeys), its photo, its public link and a finished data export.
  await db
    .insert(personalTokens)
    .values({ userId: user.id, name: `${marker} token`, scope: 'read', tokenHash: `hash-token-${marker}` });
  await db.insert(passkeys).values({
    userId: user.id,
    credentialId: `credential-${marker}`,
    publicKey: 'cose-key',
    name: `${marker} passkey`,
  });
  await db
    .insert(resumePhotos)
    .values({ userId: user.id, mediaType: 'image/png', dataBase64: 'iVBORw0KGgo=', width: 1, height: 1 });
  await db.insert(draftShares).values({ draftId, userId: user.id, slug: `slug-${marker}`, enabled: true });
  await db
    .insert(accountExports)
    .values({ taskId: `export-${marker}`, userId: user.id, zip: Buffer.from(marker) });
  await db
    .insert(twoFactorTotp)
    .values({ userId: user.id, secretEncrypted: 'v1.sealed', enabledAt: new Date() });
  await db.insert(twoFactorRecoveryCodes).values({ userId: user.id, codeHash: `hash-${marker}` });
  await db.insert(emailChangeRequests).values({
    userId: user.id,
    newEmail: `new-${user.email}`,
    tokenHash: `token-${marker}`,
    expiresAt: new Date(Date.now() + 60_000),
  });
  await db.insert(checkoutSessions).values([
    {
      userId: user.id,
      plan: '3month',
      amountCents: 2788,
      provider: 'sandbox',
      status: 'completed',
      resumeId: draftId,
      origin: `/builder?draft=${draftId}`,
      completedAt: new Date(),
    },
    { userId: user.id, plan: '1month', amountCents: 1995, provider: 'sandbox', status: 'open' },
  ]);
  return { user, cookie, otherTab, marker, draftId };
}

async function traces(app: TestApp, values: string[]) {
  const rows = await everyRowAsText(app.database.db);
  return rows.filter((row) => values.some((value) => row.text.toLowerCase().includes(value.toLowerCase())));
}

describe('DELETE /api/account', () => {
  it('erases every row naming the user, keeps payments without the person, signs out every tab and mails', async () => {
    const { user, cookie, otherTab, marker } = await fullAccount(t);
    const before = await traces(t, [user.id, user.email, marker]);
    // The scan sees the user where they are: it would catch a table that kept them.
    // (The task queue's tables may still hold the reset mail's task for a moment: tasks naming a person are
    // deleted once done, and forgotten with the account; the scan after the deletion covers them.)
    expect(new Set(before.map((row) => row.table).filter((table) => !table.startsWith('pgboss.')))).toEqual(
      new Set([
        'public.users',
        'public.sessions',
        'public.resume_drafts',
        'public.jobs',
        'public.password_reset_tokens',
        'public.oauth_accounts',
        'public.document_exports',
        'public.checkout_sessions',
        'public.cover_letters',
        'public.draft_versions',
        'public.job_applications_sent',
        'public.two_factor_totp',
        'public.two_factor_recovery_codes',
        'public.email_change_requests',
        'public.job_events',
        'public.calendar_feeds',
        'public.oauth_records',
        'public.personal_tokens',
        'public.passkeys',
        'public.resume_photos',
        'public.draft_shares',
        'public.account_exports',
      ]),
    );
    const sentBefore = mail.sent.length;
    const response = await callAs(t, cookie)('DELETE', '/api/account', {
      password: TEST_PASSWORD,
      confirmEmail: user.email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    // The goodbye mail's task holds the address until the mail is sent, then goes (mail/mail-queue.ts).
    const toUser = () => mail.sent.slice(sentBefore).filter((message) => message.to === user.email);
    for (let i = 0; i < 200 && toUser().length === 0; i++) await settle(25);
    await settle(200);
    expect(await traces(t, [user.id, user.email, marker])).toEqual([]);
    expect(await traces(t, [`${marker} Recruiter`, `${marker} follow-up`, `${marker} interview`])).toEqual(
      [],
    );
    const kept = await t.database.db.select().from(retainedPayments);
    expect(kept).toContainEqual(
      expect.objectContaining({ plan: '3month', amountCents: 2788, currency: 'usd', provider: 'sandbox' }),
    );
    expect(kept.filter((row) => row.amountCents === 1995)).toEqual([]); // never paid: nothing to keep

    expect(await isSignedIn(t, cookie)).toBe(false);
    expect(await isSignedIn(t, otherTab)).toBe(false);
    const login = await callAs(t, null)('POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(401);

    const sent = toUser();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Your Resumable account has been deleted');
    expect(sent[0]?.text).toContain('has been deleted');
    expect(sent[0]?.html).toContain('has been deleted');
  });

  it('deletes nothing on a missing or wrong password or a mistyped e-mail, and rate-limits wrong passwords', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const call = callAs(t, cookie);
    const missing = await call('DELETE', '/api/account', { confirmEmail: user.email });
    expect(missing.statusCode).toBe(400);
    const mistyped = await call('DELETE', '/api/account', {
      password: TEST_PASSWORD,
      confirmEmail: 'x@example.com',
    });
    expect(mistyped.json()).toMatchObject({ errors: { confirmEmail: CONFIRM_EMAIL_MISMATCH_MESSAGE } });
    let wrong = await call('DELETE', '/api/account', { password: 'Wrong-pass-1' });
    expect(wrong.json()).toMatchObject({ errors: { password: WRONG_PASSWORD_MESSAGE } });
    for (let i = 0; i < t.config.rateLimits.loginPerAccount; i += 1)
      wrong = await call('DELETE', '/api/account', { password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(429);
    expect(wrong.headers['retry-after']).toBeDefined();
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect(await isSignedIn(t, cookie)).toBe(true);
  });

  it('asks a provider-only account for a recent sign-in instead of a password', async () => {
    const user = await createUser(t.database.db, { password: null });
    const stale = await sessionCookieFor(t.database.db, user.id);
    const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    await t.database.db
      .update(sessions)
      .set({ sess: { userId: user.id, createdAt: hourAgo } })
      .where(eq(sessions.userId, user.id));
    const refused = await callAs(t, stale)('DELETE', '/api/account', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: FRESH_SIGN_IN_MESSAGE });
    const recent = await sessionCookieFor(t.database.db, user.id);
    const accepted = await callAs(t, recent)('DELETE', '/api/account', { confirmEmail: user.email });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('needs a signed-in user and refuses a cross-site request', async () => {
    expect((await callAs(t, null)('DELETE', '/api/account', {})).statusCode).toBe(401);
    const user = await createUser(t.database.db);
    const cookie = await signInCookie(t, user.email, TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
    expect(await isSignedIn(t, cookie)).toBe(true);
  });
});

describe('DELETE /api/account with Stripe', () => {
  let stub: StripeStub;
  let stripeApp: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub(Math.floor(Date.now() / 1000) + 30 * 86_400);
    stripeApp = await createTestApp({
      database: t.database,
      overrides: { mailer: mail.mailer },
      env: {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_test',
        STRIPE_API_BASE: stub.url,
      },
    });
  });
  afterAll(async () => {
    await stripeApp.close();
    await stub.close();
  });

  it('deletes nothing and says why when Stripe cannot cancel the subscription', async () => {
    const { user, cookie, marker } = await fullAccount(stripeApp, { stripeSubscriptionId: 'sub_fail1' });
    const before = await traces(stripeApp, [user.id, user.email, marker]);
    const sentBefore = mail.sent.length;
    stub.failWith(500);
    try {
      const response = await callAs(stripeApp, cookie)('DELETE', '/api/account', { password: TEST_PASSWORD });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ success: false, error: PROVIDER_CANCEL_FAILED_MESSAGE });
    } finally {
      stub.failWith(null);
    }
    expect(await traces(stripeApp, [user.id, user.email, marker])).toEqual(before);
    expect(await isSignedIn(stripeApp, cookie)).toBe(true);
    await settle();
    expect(mail.sent.slice(sentBefore).filter((message) => message.to === user.email)).toEqual([]);
  });

  it('cancels the subscription at Stripe first, then deletes', async () => {
    const { user, cookie, marker } = await fullAccount(stripeApp, { stripeSubscriptionId: 'sub_ok1' });
    const response = await callAs(stripeApp, cookie)('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(stub.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_ok1')).toBe(
      true,
    );
    expect(await traces(stripeApp, [user.id, user.email, marker])).toEqual([]);
    expect(
      await stripeApp.database.db.select().from(resumeDrafts).where(eq(resumeDrafts.userId, user.id)),
    ).toEqual([]);
  });
});
