import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { passwordResetTokens, sessions } from '../db/schema';
import { sessionCacheFor } from './session-cache';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once an hour per session, not on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/** A user agent longer than this is cut: it is only shown to describe the device. */
const USER_AGENT_MAX_LENGTH = 400;

export interface SessionData {
  userId: string;
  createdAt: string;
  /** The browser's User-Agent at sign-in; sessions made before it was stored have none. */
  userAgent?: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a 256-bit random token; only its hash is stored. */
export async function createSession(
  db: Database,
  userId: string,
  userAgent?: string,
): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + SESSION_TTL_MS);
  const sess: SessionData = { userId, createdAt: new Date().toISOString() };
  if (userAgent) sess.userAgent = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  await db.insert(sessions).values({ sid: hashToken(token), sess, expire: expires, userId });
  return { token, expires };
}

/**
 * The session's user, or null when the token is unknown or expired. Extends the expiry as it is used. A
 * session read in the last few seconds answers from the process's cache (session-cache.ts).
 */
export async function resolveSession(
  db: Database,
  token: string,
): Promise<{ userId: string; expires: Date; refreshed: boolean } | null> {
  if (!token || token.length > 200) return null;
  const sid = hashToken(token);
  const sessionCache = sessionCacheFor(db);
  const cached = sessionCache.get(sid);
  const mark = sessionCache.mark;
  if (cached) return { userId: cached.userId, expires: new Date(cached.expiresAt), refreshed: false };
  const [row] = await db
    .select({ userId: sessions.userId, expire: sessions.expire })
    .from(sessions)
    .where(eq(sessions.sid, sid))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expire.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  const lastRefresh = row.expire.getTime() - SESSION_TTL_MS;
  if (now - lastRefresh < REFRESH_AFTER_MS) {
    sessionCache.set(sid, { userId: row.userId, expiresAt: row.expire.getTime() }, now, mark);
    return { userId: row.userId, expires: row.expire, refreshed: false };
  }
  const expires = new Date(now + SESSION_TTL_MS);
  await db.update(sessions).set({ expire: expires }).where(eq(sessions.sid, sid));
  sessionCache.set(sid, { userId: row.userId, expiresAt: expires.getTime() }, now, mark);
  return { userId: row.userId, expires, refreshed: true };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  const sid = hashToken(token);
  await db.delete(sessions).where(eq(sessions.sid, sid));
  // After the delete, so no process reads the row again; a read in flight meanwhile is not cached (`mark`).
  await sessionCacheFor(db).forget(sid);
}

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await sessionCacheFor(db).forgetUser(userId);
}

/**
 * The id a session is shown under: derived from the stored hash so that neither the cookie's token nor the
 * table's key ever leaves the server.
 */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session-id:${sid}`).digest('base64url').slice(0, 22);
}

export interface UserSession {
  id: string;
  sid: string;
  createdAt: Date | null;
  /** Approximate: the sliding expiry is written at most once an hour (REFRESH_AFTER_MS). */
  lastUsedAt: Date;
  userAgent: string | null;
}

function readSessionData(sess: unknown): Partial<SessionData> {
  return typeof sess === 'object' && sess !== null ? (sess as Partial<SessionData>) : {};
}

/** The user's unexpired sessions, the most recently used first. */
export async function listUserSessions(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<UserSession[]> {
  const rows = await db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.expire));
  return rows
    .filter((row) => row.expire.getTime() > now.getTime())
    .map((row) => {
      const data = readSessionData(row.sess);
      const created = data.createdAt ? new Date(data.createdAt) : null;
      return {
        id: publicSessionId(row.sid),
        sid: row.sid,
        createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
        lastUsedAt: new Date(row.expire.getTime() - SESSION_TTL_MS),
        userAgent: typeof data.userAgent === 'string' ? data.userAgent : null,
      };
    });
}

/** Ends one of the user's sessions by its public id; false when the user has no such session. */
export async function deleteUserSessionById(db: Database, userId: string, id: string): Promise<boolean> {
  const match = (await listUserSessions(db, userId)).find((session) => session.id === id);
  if (!match) return false;
  await db.delete(sessions).where(and(eq(sessions.sid, match.sid), eq(sessions.userId, userId)));
  await sessionCacheFor(db).forget(match.sid);
  return true;
}

/** Ends every session of the user but the one holding `keepToken`; returns how many ended. */
export async function deleteOtherSessions(db: Database, userId: string, keepToken: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.sid, hashToken(keepToken))))
    .returning({ sid: sessions.sid });
  // After the delete: the kept session is only re-read from the database on its next request.
  await sessionCacheFor(db).forgetUser(userId);
  return ended.length;
}

/** Deletes expired sessions and reset tokens; run at start and every hour. */
export async function sweepExpired(
  db: Database,
  now = new Date(),
): Promise<{ sessions: number; resetTokens: number }> {
  const deletedSessions = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  const deletedTokens = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ id: passwordResetTokens.id });
  return { sessions: deletedSessions.length, resetTokens: deletedTokens.length };
}

/** When the session holding `token` signed in, or null (unknown, or made before the time was stored). */
export async function sessionStartedAt(db: Database, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(eq(sessions.sid, hashToken(token)))
    .limit(1);
  const created = row ? readSessionData(row.sess).createdAt : undefined;
  const date = created ? new Date(created) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
