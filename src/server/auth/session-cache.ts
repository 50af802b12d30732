/**
 * Recently resolved sessions, so a signed-in user's stream of calls (a preview every keystroke pause, an
 * autosave every two seconds) does not read the sessions table each time. docs/decisions/0016-session-cache.md
 * gives the trade; docs/decisions/0063-session-revocation-across-processes.md how a session ended by another
 * process is forgotten here at once when REDIS_URL is set (else within SESSION_CACHE_TTL_MS).
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

/** What one process tells the others when it ends sessions: one session (by token hash) or all of a user's. */
export type Revocation = { sid: string } | { userId: string };

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private revocations = 0;
  /**
   * Told of every revocation made in this process, to pass it on to the other processes; the revocation's
   * answer waits for it, so the others have heard by the time the user sees "signed out".
   */
  onRevoke: ((revocation: Revocation) => Promise<void>) | undefined;

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

  /**
   * A mark to take before reading a session from the database and hand to `set`: a revocation that arrives
   * while the read is in flight (from this process or another) means the row read may already be gone.
   */
  get mark(): number {
    return this.revocations;
  }

  /**
   * Only sessions read from the database are remembered; unknown tokens never are (no growth from guessing).
   * Nothing is remembered when any session was revoked since `mark` was taken.
   */
  set(sid: string, session: CachedSession, now = Date.now(), mark = this.revocations): void {
    if (this.ttlMs <= 0 || mark !== this.revocations) return;
    this.entries.delete(sid);
    this.entries.set(sid, { ...session, cachedAt: now });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Ends one session here and in the other processes. */
  async forget(sid: string): Promise<void> {
    this.apply({ sid });
    await this.onRevoke?.({ sid });
  }

  /** Ends every session of the user (a password reset or change, a takeover), here and in the others. */
  async forgetUser(userId: string): Promise<void> {
    this.apply({ userId });
    await this.onRevoke?.({ userId });
  }

  /** A revocation made by another process: applied here only. */
  apply(revocation: Revocation): void {
    this.revocations += 1;
    if ('sid' in revocation) {
      this.entries.delete(revocation.sid);
      return;
    }
    for (const [sid, entry] of this.entries) if (entry.userId === revocation.userId) this.entries.delete(sid);
  }

  /** Forgets everything: when revocations may have been missed (the channel to the others was down). */
  clear(): void {
    this.revocations += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, SessionCache>();

/**
 * The cache of one app, keyed by its database handle: every route that ends sessions reaches the cache the
 * session hook reads, and two apps in one test process keep two caches, as two processes would.
 */
export function sessionCacheFor(db: object): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}
