import { and, count, eq, gte } from 'drizzle-orm';
import type { SubscriptionState } from '../../domain/plans';
import type { Database, Transaction } from '../db/connection';
import { resumeDrafts, users } from '../db/schema';

/**
 * What other areas may ask of or do to drafts: the drafts area owns the resume_drafts table, and billing
 * (payment state), documents (export) and marketing (counts) use these verbs instead of its columns. Each is
 * scoped by the user's id, as every draft query is.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the user has a draft of this id; an id that is not a uuid names none. */
export async function isOwnDraft(db: Database, userId: string, draftId: string): Promise<boolean> {
  if (!UUID_PATTERN.test(draftId)) return false;
  const [row] = await db
    .select({ id: resumeDrafts.id })
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)));
  return row !== undefined;
}

/** A checkout was opened to pay for the draft: it remembers which one. */
export async function markDraftPaymentPending(
  db: Database,
  userId: string,
  draftId: string,
  checkoutId: string,
): Promise<void> {
  await db
    .update(resumeDrafts)
    .set({ pendingPaymentId: checkoutId })
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)));
}

/**
 * The purchase that paid for the draft was fulfilled (inside fulfilment's transaction): the draft is paid
 * until the purchase's access ends, and no payment is pending. Saves never take 'paid' away (update-draft.ts).
 */
export async function markDraftPaid(
  tx: Transaction,
  paid: { userId: string; draftId: string; accessUntil: Date; now: Date },
): Promise<void> {
  await tx
    .update(resumeDrafts)
    .set({ status: 'paid', paidAccessUntil: paid.accessUntil, pendingPaymentId: null, updatedAt: paid.now })
    .where(and(eq(resumeDrafts.id, paid.draftId), eq(resumeDrafts.userId, paid.userId)));
}

export interface DraftPayment {
  status: string;
  /** Copied from the paying checkout at fulfilment; null when no purchase paid for this draft. */
  paidAccessUntil: Date | null;
}

/** Whether a purchase paid for this draft and its access has not ended (docs/decisions/0009-paid-draft-entitlement.md). */
export function isDraftPaidAccessOpen(draft: DraftPayment, now: Date = new Date()): boolean {
  if (draft.status !== 'paid' || draft.paidAccessUntil === null) return false;
  return now.getTime() < draft.paidAccessUntil.getTime();
}

export interface ExportableDraft extends DraftPayment {
  title: string;
  data: unknown;
  /** The owner's plan, read in the same query: an export asks for both, once per download. */
  owner: SubscriptionState;
}

/** The user's draft as an export needs it, with the owner's plan; another user's draft is not found. */
export async function findExportableDraft(
  db: Database,
  userId: string,
  draftId: string,
): Promise<ExportableDraft | undefined> {
  const [row] = await db
    .select({
      title: resumeDrafts.title,
      data: resumeDrafts.data,
      status: resumeDrafts.status,
      paidAccessUntil: resumeDrafts.paidAccessUntil,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(resumeDrafts)
    .innerJoin(users, eq(users.id, resumeDrafts.userId))
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)));
  if (!row) return undefined;
  const { subscriptionStatus, subscriptionExpiresAt, ...draft } = row;
  return { ...draft, owner: { subscriptionStatus, subscriptionExpiresAt } };
}

/** How many drafts anyone created since a moment: the landing page's 'resumes built today' figure. */
export async function countDraftsCreatedSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(resumeDrafts)
    .where(gte(resumeDrafts.createdAt, since));
  return row?.total ?? 0;
}
