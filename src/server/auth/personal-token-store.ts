import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { TOKEN_PREFIX, type TokenScope, type TokenSummary } from '../../domain/personal-token-api';
import type { Database } from '../db/connection';
import { type PersonalTokenRow, personalTokens } from '../db/schema';

/** lastUsedAt is written at most this often per token: an assistant's stream of calls writes once a minute. */
export const LAST_USED_PRECISION_MS = 60_000;
/** Longer than any secret we make: a longer bearer is not looked up at all. */
const MAX_SECRET_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The token a request was made with, as the routes see it: never its secret or hash. */
export interface RequestToken {
  id: string;
  name: string;
  scope: TokenScope;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function toTokenSummary(row: PersonalTokenRow): TokenSummary {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new token: `rsm_` and 256 random bits (base64url). The secret is returned once; only its hash is kept. */
export async function createPersonalToken(
  db: Database,
  input: { userId: string; name: string; scope: TokenScope; expiresInDays: number | null },
  now = new Date(),
): Promise<{ row: PersonalTokenRow; secret: string }> {
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt =
    input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const [row] = await db
    .insert(personalTokens)
    .values({
      userId: input.userId,
      name: input.name,
      scope: input.scope,
      tokenHash: hashSecret(secret),
      createdAt: now,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error('token not stored');
  return { row, secret };
}

export async function countPersonalTokens(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(personalTokens).where(eq(personalTokens.userId, userId));
  return row?.n ?? 0;
}

/** The user's tokens, oldest first, expired ones included (the list says they have expired). */
export async function listPersonalTokens(db: Database, userId: string): Promise<PersonalTokenRow[]> {
  return db
    .select()
    .from(personalTokens)
    .where(eq(personalTokens.userId, userId))
    .orderBy(asc(personalTokens.createdAt), asc(personalTokens.id));
}

/** Revokes one of the user's tokens; false when the user has no such token (another's is the same 404). */
export async function deletePersonalToken(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(personalTokens)
    .where(and(eq(personalTokens.id, id), eq(personalTokens.userId, userId)))
    .returning({ id: personalTokens.id });
  return deleted.length > 0;
}

/** Revokes every token of the user ("sign out everywhere"); returns how many there were. */
export async function deleteUserTokens(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(personalTokens)
    .where(eq(personalTokens.userId, userId))
    .returning({ id: personalTokens.id });
  return deleted.length;
}

/**
 * The token behind a bearer secret, or null when it is unknown, revoked or expired. Read from the database on
 * every request, never cached: a revocation on any process is a deleted row, so every process refuses the
 * token from its next request on (ADR 0086). lastUsedAt is written when the stored one is a minute old.
 */
export async function resolvePersonalToken(
  db: Database,
  secret: string,
  now = new Date(),
): Promise<(RequestToken & { userId: string }) | null> {
  if (!secret.startsWith(TOKEN_PREFIX) || secret.length > MAX_SECRET_LENGTH) return null;
  const [row] = await db
    .select({
      id: personalTokens.id,
      userId: personalTokens.userId,
      name: personalTokens.name,
      scope: personalTokens.scope,
      expiresAt: personalTokens.expiresAt,
      lastUsedAt: personalTokens.lastUsedAt,
    })
    .from(personalTokens)
    .where(eq(personalTokens.tokenHash, hashSecret(secret)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // Conditional, so two processes seeing the same stale time write once between them.
    await db
      .update(personalTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(personalTokens.id, row.id),
          sql`(${personalTokens.lastUsedAt} is null or ${personalTokens.lastUsedAt} <= ${new Date(now.getTime() - LAST_USED_PRECISION_MS)})`,
        ),
      );
  }
  return { id: row.id, userId: row.userId, name: row.name, scope: row.scope };
}
