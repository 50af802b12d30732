import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { calendarFeeds } from '../../db/schema';

/** The feed's address path for a secret. */
export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/** SHA-256 (hex): the secret is 256 random bits, so a fast hash is enough, as for personal tokens (ADR 0086). */
export const hashFeedSecret = (secret: string) =>
  createHash('sha256').update(`calendar-feed:${secret}`).digest('hex');

/** Makes (or replaces) the account's feed secret; the old address stops working at once. Returns the secret. */
export async function regenerateFeedSecret(db: Database, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const secretHash = hashFeedSecret(secret);
  await db
    .insert(calendarFeeds)
    .values({ userId, secretHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secretHash, createdAt: new Date() } });
  return secret;
}

export async function revokeFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function hasFeed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return Boolean(row);
}

/** The account a feed secret belongs to, or null (revoked, replaced, or never made). */
export async function feedOwner(db: Database, secret: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashFeedSecret(secret)));
  return row?.userId ?? null;
}
