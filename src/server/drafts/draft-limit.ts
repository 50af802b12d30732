import { count, eq } from 'drizzle-orm';
import { DRAFT_LIMIT_MESSAGE, MAX_DRAFTS_PER_USER } from '../../domain/draft-api';
import type { Transaction } from '../db/connection';
import { resumeDrafts, users } from '../db/schema';
import { badRequest } from '../http/errors';

/**
 * Inside a transaction: locks the user's row, so concurrent creations for one user queue up and the count
 * they see includes each other's inserts, then refuses past the limit.
 */
export async function assertUnderDraftLimit(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ total: count() }).from(resumeDrafts).where(eq(resumeDrafts.userId, userId));
  if ((row?.total ?? 0) >= MAX_DRAFTS_PER_USER) throw badRequest(DRAFT_LIMIT_MESSAGE);
}
