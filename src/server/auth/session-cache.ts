/**
 * Recently resolved sessions, so a signed-in user's stream of calls (a preview every keystroke pause, an
 * autosave every two seconds) does not read the sessions table each time. docs/decisions/0016-session-cache.md
 * gives the trade: a session ended by this process is forgotten at once; one ended by another process (a
 * second server behind the same database) is honoured here for at most SESSION_CACHE_TTL_MS more.
 */

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  userId: string;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  /** The session under this token hash while it is fresh here and not expired; else undefined. */
  get(sid: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || entry.expiresAt <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry;
  }

  /** Only sessions read from the database are remembered; unknown tokens never are (no growth from guessing). */
  set(sid: string, session: CachedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(sid);
    this.entries.set(sid, { ...session, cachedAt: now });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(sid: string): void {
    this.entries.delete(sid);
  }

  /** Forgets every session of the user: after a password reset or an account takeover ends them all. */
  forgetUser(userId: string): void {
    for (const [sid, entry] of this.entries) if (entry.userId === userId) this.entries.delete(sid);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One per process: every route that ends sessions reaches the same cache the session hook reads. */
export const sessionCache = new SessionCache();
