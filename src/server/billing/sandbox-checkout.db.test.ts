import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { memoryMailer, settle } from '../../../tests/support/auth-test-helpers';
import {
  asBuyer,
  type Buyer,
  buyer,
  checkoutIdOf,
  draftOf,
} from '../../../tests/support/billing-test-helpers';
import { DAY_MS } from '../../domain/plans';
import { checkoutSessions, resumeDrafts, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';

let testApp: TestApp;
const mail = memoryMailer();
let ada: Buyer;
let eve: Buyer;

beforeAll(async () => {
  testApp = await createTestApp({ overrides: { mailer: mail.mailer } });
  ada = await buyer(testApp);
  eve = await buyer(testApp);
});
afterAll(() => testApp.close());

async function startCheckout(user: Buyer, query: string) {
  const response = await asBuyer(testApp, user)('GET', `/api/create-checkout-session?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success).toBe(true);
  return checkoutIdOf(body.checkoutUrl);
}

async function userRow(id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

describe('GET /api/create-checkout-session', () => {
  it('records the session with the catalogue amount and points the draft at it', async () => {
    const resumeId = await draftOf(testApp, ada.id);
    const response = await asBuyer(testApp, ada)(
      'GET',
      `/api/create-checkout-session?plan=3month&origin=${encodeURIComponent('/write/preview?x=1')}&resumeId=${resumeId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { checkoutUrl } = response.json();
    expect(checkoutUrl).toMatch(/^\/sandbox-checkout\/[0-9a-f-]{36}$/);
    const id = checkoutIdOf(checkoutUrl);
    const [row] = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, id));
    expect(row).toMatchObject({
      userId: ada.id,
      plan: '3month',
      amountCents: 2788,
      provider: 'sandbox',
      status: 'open',
      resumeId,
      origin: '/write/preview?x=1',
    });
    const [draft] = await testApp.database.db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.id, resumeId));
    expect(draft?.pendingPaymentId).toBe(id);
  });

  it('answers 401 to a guest, with message and error', async () => {
    const response = await asBuyer(testApp, null)('GET', '/api/create-checkout-session?plan=trial');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      error: 'Not signed in',
      message: 'Not signed in',
    });
  });

  it('refuses a cross-site request and changes nothing', async () => {
    const before = await testApp.database.db.select().from(checkoutSessions);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/create-checkout-session?plan=trial',
        headers: { cookie: ada.cookie, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().message).toBe('Cross-site request refused');
    }
    expect(await testApp.database.db.select().from(checkoutSessions)).toHaveLength(before.length);
  });

  it('accepts a typed address (Sec-Fetch-Site none) and a same-site Referer without Sec-Fetch-Site', async () => {
    const typed = await testApp.app.inject({
      method: 'GET',
      url: '/api/create-checkout-session?plan=trial',
      headers: { cookie: ada.cookie, 'sec-fetch-site': 'none' },
    });
    expect(typed.statusCode).toBe(200);
    const referred = await testApp.app.inject({
      method: 'GET',
      url: '/api/create-checkout-session?plan=trial',
      headers: { cookie: ada.cookie, referer: 'http://localhost:3000/select-plan' },
    });
    expect(referred.statusCode).toBe(200);
  });

  it('answers 400 to an unknown plan and a foreign origin', async () => {
    const unknown = await asBuyer(testApp, ada)('GET', '/api/create-checkout-session?plan=lifetime');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'Unknown plan', message: 'Unknown plan' });
    const missing = await asBuyer(testApp, ada)('GET', '/api/create-checkout-session');
    expect(missing.statusCode).toBe(400);
    for (const origin of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await asBuyer(testApp, ada)(
        'GET',
        `/api/create-checkout-session?plan=trial&origin=${encodeURIComponent(origin)}`,
      );
      expect(response.statusCode, origin).toBe(400);
      expect(response.json().message).toBe('Invalid origin');
    }
  });

  it("answers 404 to someone else's draft, or no draft at all, and records nothing", async () => {
    const adasDraft = await draftOf(testApp, ada.id);
    const before = (await testApp.database.db.select().from(checkoutSessions)).length;
    for (const resumeId of [adasDraft, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await asBuyer(testApp, eve)(
        'GET',
        `/api/create-checkout-session?plan=trial&resumeId=${resumeId}`,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Resume not found', message: 'Resume not found' });
    }
    expect(await testApp.database.db.select().from(checkoutSessions)).toHaveLength(before);
    const [draft] = await testApp.database.db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.id, adasDraft));
    expect(draft?.pendingPaymentId).toBeNull();
  });
});

describe('the sandbox checkout', () => {
  it('shows the session to its owner only', async () => {
    const id = await startCheckout(ada, 'plan=6month');
    const own = await asBuyer(testApp, ada)('GET', `/api/sandbox-checkout/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().checkoutSession).toMatchObject({
      id,
      plan: '6month',
      amountCents: 4788,
      status: 'open',
    });
    expect((await asBuyer(testApp, eve)('GET', `/api/sandbox-checkout/${id}`)).statusCode).toBe(404);
    expect((await asBuyer(testApp, eve)('POST', `/api/sandbox-checkout/${id}/complete`)).statusCode).toBe(
      404,
    );
    expect((await asBuyer(testApp, eve)('POST', `/api/sandbox-checkout/${id}/cancel`)).statusCode).toBe(404);
    expect((await asBuyer(testApp, null)('POST', `/api/sandbox-checkout/${id}/complete`)).statusCode).toBe(
      401,
    );
    expect((await asBuyer(testApp, eve)('GET', `/api/checkout-sessions/${id}`)).statusCode).toBe(404);
  });

  it('completes once: plan, amount, expiry and the paid draft; a second completion is a 409 that changes nothing', async () => {
    const user = await buyer(testApp);
    const resumeId = await draftOf(testApp, user.id);
    const id = await startCheckout(user, `plan=3month&resumeId=${resumeId}`);
    const startedAt = Date.now();
    const response = await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, redirectUrl: `/thank-you-3mo?session=${id}` });

    const after = await userRow(user.id);
    expect(after).toMatchObject({
      planType: '3month',
      subscriptionStatus: 'active',
      purchaseAmount: '27.88',
    });
    const expiry = after.subscriptionExpiresAt?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(startedAt + 90 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 90 * DAY_MS);
    const [draft] = await testApp.database.db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.id, resumeId));
    expect(draft).toMatchObject({ status: 'paid', pendingPaymentId: null });
    expect(draft?.paidAccessUntil?.getTime()).toBe(expiry);

    const view = await asBuyer(testApp, user)('GET', `/api/checkout-sessions/${id}`);
    expect(view.json().checkoutSession).toMatchObject({
      status: 'completed',
      accessExpiresAt: new Date(expiry).toISOString(),
    });

    const again = await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`);
    expect(again.statusCode).toBe(409);
    expect((await userRow(user.id)).subscriptionExpiresAt?.getTime()).toBe(expiry);
    const cancelled = await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/cancel`);
    expect(cancelled.statusCode).toBe(409);
  });

  it('mails one receipt per checkout with the plan, price, renewal date and how to cancel, however often it completes', async () => {
    const user = await buyer(testApp);
    const [{ email } = { email: '' }] = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    const receiptsTo = () => mail.sent.filter((message) => message.to === email);
    const id = await startCheckout(user, 'plan=trial');
    const completions = await Promise.all([
      asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`),
      asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`),
    ]);
    expect(completions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`)).statusCode).toBe(
      409,
    );

    for (let i = 0; i < 200 && receiptsTo().length === 0; i++) await settle(25);
    await settle(3000); // a second receipt, had one been queued, would be delivered by now
    expect(receiptsTo()).toHaveLength(1);
    const receipt = receiptsTo()[0] as MailMessage;
    const expiry = (await userRow(user.id)).subscriptionExpiresAt ?? new Date(0);
    const renewal = expiry.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(receipt.subject).toBe('Your Resumable receipt: 7-Day Trial');
    expect(receipt.text).toContain('Plan: 7-Day Trial');
    expect(receipt.text).toContain('Paid: $1.95');
    expect(receipt.text).toContain(`Renews on ${renewal} at $27.88 per month unless you cancel`);
    expect(receipt.text).toContain('http://localhost:3000/account-settings');
    expect(receipt.text).toContain('Cancel Subscription');
    expect(receipt.text).toContain(id);

    // A one-time plan says when access ends, and that it does not renew.
    const once = await startCheckout(user, 'plan=6month');
    expect((await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${once}/complete`)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 200 && receiptsTo().length < 2; i++) await settle(25);
    const second = receiptsTo()[1] as MailMessage;
    expect(second.text).toContain('Plan: 6-Month Plan');
    expect(second.text).toContain('Paid: $47.88');
    expect(second.text).toContain('does not renew');
    expect(second.text).toContain('nothing to cancel');
  });

  it('writes the receipt in the account’s language: a German account’s in German, text and HTML', async () => {
    const user = await buyer(testApp);
    await testApp.database.db.update(users).set({ interfaceLanguage: 'de' }).where(eq(users.id, user.id));
    const [{ email } = { email: '' }] = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    const id = await startCheckout(user, 'plan=trial');
    expect((await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`)).statusCode).toBe(
      200,
    );
    const receiptsTo = () => mail.sent.filter((message) => message.to === email);
    for (let i = 0; i < 200 && receiptsTo().length === 0; i++) await settle(25);
    const receipt = receiptsTo()[0] as MailMessage;
    expect(receipt.subject).toBe('Ihr Resumable-Beleg: 7-Tage-Test');
    expect(receipt.text).toContain('Tarif: 7-Tage-Test');
    expect(receipt.text).toContain('Bezahlt: 1,95\u00a0$');
    expect(receipt.text).toMatch(/Verlängert sich am \d{1,2}\. \S+ \d{4} zu 27,88\s\$ pro Monat/);
    expect(receipt.text).toContain('„Abo kündigen“');
    expect(receipt.text).not.toContain('Thank you');
    expect(receipt.html).toContain('<div lang="de" dir="ltr">');
    expect(receipt.html).toContain('Vielen Dank für Ihren Kauf.');
    expect(receipt.html).toContain('<a href="http://localhost:3000/account-settings">');
  });

  it('two concurrent completions fulfil once', async () => {
    const user = await buyer(testApp);
    const id = await startCheckout(user, 'plan=trial');
    const results = await Promise.all([
      asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`),
      asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await userRow(user.id);
    expect(after).toMatchObject({ planType: 'trial', purchaseAmount: '1.95' });
    expect(after.subscriptionExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it('extends a still-active plan from its expiry, and starts an expired one from now', async () => {
    const runningUntil = new Date(Date.now() + 10 * DAY_MS);
    const running = await buyer(testApp, {
      planType: 'trial',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: runningUntil,
    });
    const id = await startCheckout(running, 'plan=6month');
    await asBuyer(testApp, running)('POST', `/api/sandbox-checkout/${id}/complete`);
    expect((await userRow(running.id)).subscriptionExpiresAt?.getTime()).toBe(
      runningUntil.getTime() + 180 * DAY_MS,
    );

    const lapsed = await buyer(testApp, {
      planType: '3month',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: new Date(Date.now() - DAY_MS),
    });
    const lapsedId = await startCheckout(lapsed, 'plan=trial');
    const before = Date.now();
    await asBuyer(testApp, lapsed)('POST', `/api/sandbox-checkout/${lapsedId}/complete`);
    const expiry = (await userRow(lapsed.id)).subscriptionExpiresAt?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it('cancel closes the session, answers the cancelled page and grants nothing', async () => {
    const user = await buyer(testApp);
    const id = await startCheckout(user, 'plan=3month&origin=%2Fwrite%2Fsummary');
    const response = await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/cancel`);
    expect(response.json()).toEqual({ success: true, redirectUrl: '/payment-cancelled' });
    const view = await asBuyer(testApp, user)('GET', `/api/checkout-sessions/${id}`);
    expect(view.json().checkoutSession).toMatchObject({ status: 'cancelled', origin: '/write/summary' });
    const completed = await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`);
    expect(completed.statusCode).toBe(409);
    expect(await userRow(user.id)).toMatchObject({ planType: null, subscriptionStatus: null });
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/subscription/cancel without Stripe', () => {
  it('records the cancellation and answers the access end; the plan runs out at its expiry', async () => {
    const user = await buyer(testApp);
    const id = await startCheckout(user, 'plan=trial');
    await asBuyer(testApp, user)('POST', `/api/sandbox-checkout/${id}/complete`);
    const expiry = (await userRow(user.id)).subscriptionExpiresAt;
    const response = await asBuyer(testApp, user)('POST', '/api/subscription/cancel');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      accessUntil: expiry?.toISOString(),
      cancelsAtPeriodEnd: false,
    });
    const after = await userRow(user.id);
    expect(after.subscriptionCancelledAt).not.toBeNull();
    expect(after.subscriptionStatus).toBe('active');
    const again = await asBuyer(testApp, user)('POST', '/api/subscription/cancel');
    expect(again.json().accessUntil).toBe(expiry?.toISOString());
  });

  it('answers 409 without an active plan, also one past its expiry', async () => {
    const none = await buyer(testApp);
    expect((await asBuyer(testApp, none)('POST', '/api/subscription/cancel')).statusCode).toBe(409);
    const expired = await buyer(testApp, {
      planType: '3month',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: new Date(Date.now() - 1000),
    });
    expect((await asBuyer(testApp, expired)('POST', '/api/subscription/cancel')).statusCode).toBe(409);
    expect((await asBuyer(testApp, null)('POST', '/api/subscription/cancel')).statusCode).toBe(401);
  });
});
