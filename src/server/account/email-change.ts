import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import { hashToken } from '../auth/session-store';
import type { Database } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { emailChangeRequests, users } from '../db/schema';

/**
 * Records a change of e-mail waiting for the new mailbox to confirm it, and answers the link's token (only its
 * SHA-256 is stored). An earlier pending request of the user is dropped: only the latest link works.
 */
export async function requestEmailChange(
  db: Database,
  userId: string,
  newEmail: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    await tx.insert(emailChangeRequests).values({
      userId,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
    });
  });
  return token;
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
