import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { passwordResetTokens, sessions, users } from '../db/schema';
import { sessionCacheFor } from './session-cache';
import { hashToken } from './session-store';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A 256-bit token for the e-mailed link; the table keeps only its SHA-256. */
export async function createResetToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    token: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/**
 * Uses the token once: sets the new password, marks the address proven (the link reached its mailbox), spends
 * every other open link of the user, and ends all the user's sessions. Returns false for an unknown, expired
 * or used token. The conditional update lets only one of two concurrent uses through.
 */
export async function resetPasswordWithToken(
  db: Database,
  token: string,
  newPasswordHash: string,
  now = new Date(),
): Promise<boolean> {
  let endedSessionsOf: string | undefined;
  const isReset = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.token, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return false;
    const [user] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, spent.userId));
    await tx
      .update(users)
      .set({ passwordHash: newPasswordHash, emailVerifiedAt: user?.verifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, spent.userId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    endedSessionsOf = spent.userId;
    return true;
  });
  // After the commit: a request in between could otherwise cache a session the transaction was ending.
  if (endedSessionsOf) await sessionCacheFor(db).forgetUser(endedSessionsOf);
  return isReset;
}
