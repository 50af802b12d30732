import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { isPlanId } from '../../domain/plans';
import type { Database } from '../db/connection';
import { type CheckoutSessionRow, users } from '../db/schema';
import { mailLanguage } from '../mail/mail-language';
import type { MailQueue } from '../mail/mail-queue';
import { receiptMail } from './receipt-mail';

export interface ReceiptSender {
  db: Database;
  mail: MailQueue;
  appUrl: string;
  supportEmail: string;
  log: FastifyBaseLogger;
}

/** A checkout this call fulfilled: only the fulfilment that moved the session out of 'open' has one. */
export interface FulfilledCheckout {
  session: CheckoutSessionRow;
  accessExpiresAt: Date;
}

/**
 * Queues the receipt of a purchase. Called only with the outcome 'fulfilled', which exactly one fulfilment per
 * checkout gets (the conditional update in fulfilCheckout), and only after its transaction committed: a
 * redelivered webhook, a second click or the sandbox and a webhook both completing send no second receipt, and
 * a rolled-back fulfilment sends none. A failure to queue is logged, never the purchase's failure: the plan is
 * granted either way. Written in the account's language, else the purchasing browser's, else English.
 */
export async function mailReceipt(
  sender: ReceiptSender,
  { session, accessExpiresAt }: FulfilledCheckout,
  requestId?: string,
  /** The language of the browser that completed the purchase, for an account that has chosen none. */
  requestLanguage?: InterfaceLanguage | null,
): Promise<void> {
  try {
    if (!isPlanId(session.plan)) return;
    const [buyer] = await sender.db
      .select({ email: users.email, interfaceLanguage: users.interfaceLanguage })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!buyer) return;
    const message = receiptMail({
      to: buyer.email,
      planId: session.plan,
      amountCents: session.amountCents,
      accessExpiresAt,
      checkoutId: session.id,
      appUrl: sender.appUrl,
      supportEmail: sender.supportEmail,
      language: mailLanguage(buyer.interfaceLanguage, requestLanguage),
    });
    await sender.mail.send(message, requestId);
  } catch (error) {
    sender.log.error({ err: error, checkout: session.id }, 'purchase receipt not queued');
  }
}
