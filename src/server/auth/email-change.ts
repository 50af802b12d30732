import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { emailChangeRequests, users } from '../db/schema';
import { hashToken } from './session-store';

/**
 * Records a change of e-mail waiting for the new mailbox to confirm it, and answers its id. An earlier pending
 * request of the user is dropped at once: only the latest request's link works. The row's token is not made
 * here: the stored hash is of random bytes nobody holds, so the row opens nothing until the mail task issues
 * its link (issueEmailChangeLink), and no live token waits in the queue between the two.
 */
export async function openEmailChange(
  db: Database,
  userId: string,
  newEmail: string,
  now = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    const [row] = await tx
      .insert(emailChangeRequests)
      .values({
        userId,
        newEmail,
        tokenHash: hashToken(randomBytes(32).toString('base64url')),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
      })
      .returning({ id: emailChangeRequests.id });
    if (!row) throw new Error('email change request not stored');
    return row.id;
  });
}

/**
 * Makes the link's token of a pending request (only its SHA-256 is stored) and answers it with the address to
 * mail; null when the request was replaced by a later one, used, or expired. Issuing again (a mail task retried)
 * replaces the earlier token: only the latest mailed link works.
 */
export async function issueEmailChangeLink(
  db: Database,
  changeId: string,
  now = new Date(),
): Promise<{ token: string; userId: string; newEmail: string } | null> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .update(emailChangeRequests)
    .set({ tokenHash: hashToken(token) })
    .where(
      and(
        eq(emailChangeRequests.id, changeId),
        isNull(emailChangeRequests.usedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
  return row ? { token, ...row } : null;
}

export type EmailChangeOutcome =
  | { outcome: 'changed'; userId: string; oldEmail: string; newEmail: string }
  | { outcome: 'invalid' }
  | { outcome: 'taken' };

/**
 * Spends the token and moves the account to the new address, in one transaction. Conditional update so two
 * clicks on the link cannot both proceed: only the one that sets used_at continues. The address counts as
 * verified: the link reached it.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  now = new Date(),
): Promise<EmailChangeOutcome> {
  try {
    return await db.transaction(async (tx): Promise<EmailChangeOutcome> => {
      const [request] = await tx
        .update(emailChangeRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeRequests.tokenHash, hashToken(token)),
            isNull(emailChangeRequests.usedAt),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .returning();
      if (!request) return { outcome: 'invalid' };
      const [user] = await tx.select().from(users).where(eq(users.id, request.userId));
      if (!user) return { outcome: 'invalid' };
      await tx
        .update(users)
        .set({ email: request.newEmail, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id));
      return { outcome: 'changed', userId: user.id, oldEmail: user.email, newEmail: request.newEmail };
    });
  } catch (error) {
    // Someone signed up with the address between the request and the click.
    if (isUniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  }
}
