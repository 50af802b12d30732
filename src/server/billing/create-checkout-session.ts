import { eq } from 'drizzle-orm';
import { getPlan, type PlanId } from '../../domain/plans';
import type { Database } from '../db/connection';
import { checkoutSessions, users } from '../db/schema';
import { isOwnDraft, markDraftPaymentPending } from '../drafts/draft-access';
import { HttpError, notFound, unauthorized } from '../http/errors';
import type { PaymentProvider } from './payment-provider';

export const RESUME_NOT_FOUND_MESSAGE = 'Resume not found';
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout session';

export interface CreateCheckoutInput {
  userId: string;
  plan: PlanId;
  origin: string | undefined;
  resumeId: string | undefined;
}

/**
 * Records a checkout session (user, plan, the catalogue's amount, the draft it pays for, the page to return to),
 * opens the provider's hosted checkout for it and points the draft's pendingPaymentId at it. The amount comes
 * from the catalogue here, never from the client.
 */
export async function createCheckoutSession(
  db: Database,
  provider: PaymentProvider,
  input: CreateCheckoutInput,
): Promise<{ checkoutId: string; checkoutUrl: string }> {
  const [user] = await db
    .select({ email: users.email, stripeCustomerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw unauthorized();

  if (input.resumeId !== undefined && !(await isOwnDraft(db, input.userId, input.resumeId)))
    throw notFound(RESUME_NOT_FOUND_MESSAGE);

  const plan = getPlan(input.plan);
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      userId: input.userId,
      plan: plan.id,
      amountCents: plan.amountCents,
      currency: 'usd',
      provider: provider.kind,
      resumeId: input.resumeId ?? null,
      origin: input.origin ?? null,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw new Error('checkout session insert returned nothing');

  let hosted: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
  try {
    hosted = await provider.createCheckout({
      checkoutId: session.id,
      userId: input.userId,
      email: user.email,
      plan: plan.id,
      stripeCustomerId: user.stripeCustomerId,
    });
  } catch (error) {
    // The record stays, closed, so a late webhook for it cannot fulfil a checkout the user never saw.
    await db.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, session.id));
    const failure = new HttpError(502, CHECKOUT_FAILED_MESSAGE);
    // Kept for the route's log line; the client sees only the message.
    failure.cause = error;
    throw failure;
  }

  await db
    .update(checkoutSessions)
    .set({ providerRef: hosted.providerRef })
    .where(eq(checkoutSessions.id, session.id));
  if (input.resumeId !== undefined)
    await markDraftPaymentPending(db, input.userId, input.resumeId, session.id);
  return { checkoutId: session.id, checkoutUrl: hosted.url };
}
