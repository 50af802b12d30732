import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { memoryMailer, settle } from '../../../tests/support/auth-test-helpers';
import { asBuyer, type Buyer, buyer, draftOf } from '../../../tests/support/billing-test-helpers';
import { type StripeStub, startStripeStub } from '../../../tests/support/stripe-stub-server';
import { activePlanLabel, DAY_MS } from '../../domain/plans';
import { checkoutSessions, processedWebhookEvents, resumeDrafts, users } from '../db/schema';

const WEBHOOK_SECRET = 'whsec_test_secret';
const PERIOD_END = Math.floor(Date.now() / 1000) + 30 * 86_400;
const signer = new Stripe('sk_test_signer');

let stub: StripeStub;
let testApp: TestApp;
const mail = memoryMailer();

beforeAll(async () => {
  stub = await startStripeStub(PERIOD_END);
  testApp = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stub.url,
    },
    overrides: { mailer: mail.mailer },
  });
});
afterAll(async () => {
  await testApp.close();
  await stub.close();
});

async function userRow(id: string) {
  const [row] = await testApp.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

async function checkoutRow(id: string) {
  const [row] = await testApp.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  if (!row) throw new Error('no checkout session');
  return row;
}

/** Starts a checkout and answers our checkout id (from the stub's record of what the SDK sent). */
async function startCheckout(user: Buyer, query: string) {
  const response = await asBuyer(testApp, user)('GET', `/api/create-checkout-session?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const sent = stub.requests.at(-1);
  if (!sent) throw new Error('the SDK sent nothing');
  return {
    checkoutUrl: response.json().checkoutUrl as string,
    sent,
    checkoutId: sent.form.client_reference_id ?? '',
  };
}

let eventCounter = 0;
/** Sends an event the way Stripe does: signed over the raw body, no Origin or Referer, no cookie. */
function sendEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${++eventCounter}`,
    object: 'event',
    type,
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

function completedSession(checkoutId: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'cs_test_x',
    object: 'checkout.session',
    client_reference_id: checkoutId,
    metadata: { checkoutId },
    payment_status: 'paid',
    customer: 'cus_123',
    subscription: null,
    ...extra,
  };
}

describe('creating a Stripe Checkout Session with the real SDK', () => {
  it('a one-time plan: mode payment, the catalogue price, our id, URLs under APP_URL', async () => {
    const user = await buyer(testApp);
    const { checkoutUrl, sent, checkoutId } = await startCheckout(user, 'plan=6month');
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent.headers['idempotency-key']).toBe(`checkout-${checkoutId}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: checkoutId,
      'metadata[checkoutId]': checkoutId,
      'metadata[userId]': user.id,
      'metadata[plan]': '6month',
      'line_items[0][price_data][unit_amount]': '4788',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      success_url: `http://localhost:3000/thank-you-6mo?session=${checkoutId}`,
      cancel_url: 'http://localhost:3000/payment-cancelled',
    });
    expect(sent.form.customer_email).toMatch(/@example\.com$/);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/${(await checkoutRow(checkoutId)).providerRef}`);
    expect(await checkoutRow(checkoutId)).toMatchObject({
      provider: 'stripe',
      amountCents: 4788,
      status: 'open',
    });
  });

  it('the trial: a monthly subscription with a 7-day trial and the $1.95 fee as a one-time line', async () => {
    const user = await buyer(testApp);
    const { sent, checkoutId } = await startCheckout(user, 'plan=trial');
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][checkoutId]': checkoutId,
      'line_items[0][price_data][unit_amount]': '2788',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[1][price_data][unit_amount]': '195',
      success_url: `http://localhost:3000/thank-you-trial?session=${checkoutId}`,
    });
    expect(sent.form['line_items[1][price_data][recurring][interval]']).toBeUndefined();
  });

  it('a Stripe failure answers 502 with message and error and leaves the session closed', async () => {
    const user = await buyer(testApp);
    stub.failWith(500);
    try {
      const response = await asBuyer(testApp, user)('GET', '/api/create-checkout-session?plan=3month');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        success: false,
        error: 'Failed to create checkout session',
        message: 'Failed to create checkout session',
      });
    } finally {
      stub.failWith(null);
    }
    const rows = await testApp.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows.map((row) => row.status)).toEqual(['expired']);
  });

  it('has no sandbox when Stripe is configured', async () => {
    const user = await buyer(testApp);
    const { checkoutId } = await startCheckout(user, 'plan=3month');
    for (const [method, url] of [
      ['GET', `/api/sandbox-checkout/${checkoutId}`],
      ['POST', `/api/sandbox-checkout/${checkoutId}/complete`],
    ] as const) {
      expect((await asBuyer(testApp, user)(method, url)).statusCode).toBe(404);
    }
    expect((await checkoutRow(checkoutId)).status).toBe('open');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('checkout.session.completed fulfils the plan and the draft; the same event again changes nothing', async () => {
    const user = await buyer(testApp);
    const resumeId = await draftOf(testApp, user.id);
    const { checkoutId } = await startCheckout(user, `plan=3month&resumeId=${resumeId}`);
    const before = Date.now();
    const response = await sendEvent('checkout.session.completed', completedSession(checkoutId), {
      id: 'evt_once',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await userRow(user.id);
    expect(after).toMatchObject({
      planType: '3month',
      subscriptionStatus: 'active',
      purchaseAmount: '27.88',
      stripeCustomerId: 'cus_123',
    });
    const expiry = after.subscriptionExpiresAt?.getTime() ?? 0;
    expect(expiry).toBeGreaterThanOrEqual(before + 90 * DAY_MS);
    const [draft] = await testApp.database.db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.id, resumeId));
    expect(draft).toMatchObject({ status: 'paid' });
    expect(draft?.paidAccessUntil?.getTime()).toBe(expiry);

    const again = await sendEvent('checkout.session.completed', completedSession(checkoutId), {
      id: 'evt_once',
    });
    expect(again.statusCode).toBe(200);
    // A different event for the same completed session (Stripe may send both kinds) does not extend either.
    const other = await sendEvent('checkout.session.completed', completedSession(checkoutId));
    expect(other.statusCode).toBe(200);
    expect((await userRow(user.id)).subscriptionExpiresAt?.getTime()).toBe(expiry);
  });

  it('mails one receipt for a checkout, however many events complete it, and none for a refused one', async () => {
    const user = await buyer(testApp);
    const [{ email } = { email: '' }] = await testApp.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    const receiptsTo = () => mail.sent.filter((message) => message.to === email);
    const { checkoutId } = await startCheckout(user, 'plan=3month');
    const wrongAmount = await sendEvent(
      'checkout.session.completed',
      completedSession(checkoutId, { amount_total: 100 }),
    );
    expect(wrongAmount.statusCode).toBe(400);
    const events = [
      sendEvent('checkout.session.completed', completedSession(checkoutId), { id: 'evt_receipt' }),
      sendEvent('checkout.session.completed', completedSession(checkoutId), { id: 'evt_receipt' }),
      sendEvent('checkout.session.async_payment_succeeded', completedSession(checkoutId)),
    ];
    for (const response of await Promise.all(events)) expect(response.statusCode).toBe(200);

    for (let i = 0; i < 200 && receiptsTo().length === 0; i++) await settle(25);
    await settle(3000); // a second receipt, had one been queued, would be delivered by now
    expect(receiptsTo()).toHaveLength(1);
    const [receipt] = receiptsTo();
    const until = (await userRow(user.id)).subscriptionExpiresAt?.toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(receipt?.text).toContain('Plan: 3-Month Plan');
    expect(receipt?.text).toContain('Paid: $27.88');
    expect(receipt?.text).toContain(`Access until ${until}. This was a one-time payment: it does not renew.`);
    expect(receipt?.text).toContain(checkoutId);
  });

  it('refuses a completed session whose amount is not the plan price, and fulfils the matching one', async () => {
    const user = await buyer(testApp);
    const { checkoutId } = await startCheckout(user, 'plan=6month');
    const cheap = await sendEvent(
      'checkout.session.completed',
      completedSession(checkoutId, { amount_total: 100 }),
      {
        id: 'evt_cheap',
      },
    );
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().error).toBe('Checkout amount does not match the plan');
    expect((await userRow(user.id)).planType).toBeNull();
    const right = await sendEvent(
      'checkout.session.completed',
      completedSession(checkoutId, { amount_total: 4788 }),
      {
        id: 'evt_right',
      },
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ planType: '6month', purchaseAmount: '47.88' });
  });

  it('a wrong signature, a missing one or a changed body answers 400 and changes nothing', async () => {
    const user = await buyer(testApp);
    const { checkoutId } = await startCheckout(user, 'plan=6month');
    const wrong = await sendEvent('checkout.session.completed', completedSession(checkoutId), {
      secret: 'whsec_wrong',
      id: 'evt_forged',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Invalid webhook signature');
    const payload = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: {} });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('evt_x', 'evt_y'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await checkoutRow(checkoutId)).status).toBe('open');
    expect((await userRow(user.id)).planType).toBeNull();
    const recorded = await testApp.database.db.select().from(processedWebhookEvents);
    expect(recorded.map((row) => row.id)).not.toContain('evt_forged');
  });

  it('an unknown checkout session answers 400 and the event is not recorded, so a retry can apply it', async () => {
    const response = await sendEvent(
      'checkout.session.completed',
      completedSession('00000000-0000-4000-8000-000000000000'),
      { id: 'evt_unknown' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown checkout session');
    const recorded = await testApp.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, 'evt_unknown'));
    expect(recorded).toHaveLength(0);
  });

  it('the trial: completion stores the subscription; invoice.paid extends; cancel sets cancel_at_period_end; deleted ends it', async () => {
    const user = await buyer(testApp);
    const { checkoutId } = await startCheckout(user, 'plan=trial');
    await sendEvent(
      'checkout.session.completed',
      completedSession(checkoutId, { subscription: 'sub_trial1' }),
    );
    const trial = await userRow(user.id);
    expect(trial).toMatchObject({
      planType: 'trial',
      purchaseAmount: '1.95',
      stripeSubscriptionId: 'sub_trial1',
    });
    expect(trial.subscriptionExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(activePlanLabel(trial.planType, trial.purchaseAmount)).toBe('7-Day Trial Active');

    // The first invoice is the checkout's own: it changes nothing.
    await sendEvent('invoice.paid', {
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_paid: 195,
      parent: { subscription_details: { subscription: 'sub_trial1' } },
      lines: { data: [{ period: { end: PERIOD_END + 86_400 } }] },
    });
    expect((await userRow(user.id)).subscriptionExpiresAt).toEqual(trial.subscriptionExpiresAt);

    const renewalEnd = Math.floor(Date.now() / 1000) + 37 * 86_400;
    await sendEvent('invoice.paid', {
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 2788,
      parent: { subscription_details: { subscription: 'sub_trial1' } },
      lines: { data: [{ period: { end: renewalEnd } }] },
    });
    const renewed = await userRow(user.id);
    expect(renewed).toMatchObject({ subscriptionStatus: 'active', purchaseAmount: '27.88' });
    expect(renewed.subscriptionExpiresAt?.getTime()).toBe(renewalEnd * 1000);
    // The dashboard no longer calls it a trial (issue 13).
    expect(activePlanLabel(renewed.planType, renewed.purchaseAmount)).toBe('Premium Plan Active');

    const cancelled = await asBuyer(testApp, user)('POST', '/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      accessUntil: new Date(renewalEnd * 1000).toISOString(),
      cancelsAtPeriodEnd: true,
    });
    const update = stub.requests.at(-1);
    expect(update).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_trial1' });
    expect(update?.form).toEqual({ cancel_at_period_end: 'true' });
    expect((await userRow(user.id)).subscriptionCancelledAt).not.toBeNull();

    await sendEvent('customer.subscription.deleted', { id: 'sub_trial1', object: 'subscription' });
    const ended = await userRow(user.id);
    expect(ended.subscriptionStatus).toBe('canceled');
    expect(ended.subscriptionExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await asBuyer(testApp, user)('POST', '/api/subscription/cancel')).statusCode).toBe(409);
  });

  it('a one-time plan bought during the trial stops the trial subscription; cancel reaches it too', async () => {
    const user = await buyer(testApp);
    const trial = await startCheckout(user, 'plan=trial');
    await sendEvent(
      'checkout.session.completed',
      completedSession(trial.checkoutId, { subscription: 'sub_trial2' }),
    );
    const oneTime = await startCheckout(user, 'plan=3month');
    const requestsBefore = stub.requests.length;
    const bought = await sendEvent('checkout.session.completed', completedSession(oneTime.checkoutId));
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ planType: '3month', stripeSubscriptionId: 'sub_trial2' });
    // The monthly subscription is told to stop at its period's end: the 3 months are already paid for.
    const stopped = stub.requests.slice(requestsBefore);
    expect(stopped).toHaveLength(1);
    expect(stopped[0]).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_trial2' });
    expect(stopped[0]?.form).toEqual({ cancel_at_period_end: 'true' });

    // Cancelling from the app reaches the subscription as well.
    const response = await asBuyer(testApp, user)('POST', '/api/subscription/cancel');
    expect(response.json()).toMatchObject({ success: true, cancelsAtPeriodEnd: true });
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/subscriptions/sub_trial2' });
    // When the subscription ends, the one-time plan runs on.
    await sendEvent('customer.subscription.deleted', { id: 'sub_trial2', object: 'subscription' });
    const after = await userRow(user.id);
    expect(after).toMatchObject({
      planType: '3month',
      subscriptionStatus: 'active',
      stripeSubscriptionId: null,
    });
    expect(after.subscriptionExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 80 * DAY_MS);
  });

  it('a one-time plan is cancelled without calling Stripe: it runs out', async () => {
    const user = await buyer(testApp);
    const { checkoutId } = await startCheckout(user, 'plan=3month');
    await sendEvent('checkout.session.completed', completedSession(checkoutId));
    const requestsBefore = stub.requests.length;
    const response = await asBuyer(testApp, user)('POST', '/api/subscription/cancel');
    expect(response.json()).toMatchObject({ success: true, cancelsAtPeriodEnd: false });
    expect(stub.requests).toHaveLength(requestsBefore);
  });
});
