import { sql } from 'drizzle-orm';
import type { VersionReason } from '../../../domain/version-api';

/**
 * When the server keeps a version of a draft (issue 20, docs/decisions/0049-version-history.md): before a
 * change the client or the server names (import, template switch, tailoring, AI rewrite, restore), and
 * otherwise at most every SNAPSHOT_INTERVAL while the user types, which makes the first save of a new editing
 * session (one after a pause of SESSION_GAP or more) always keep one.
 */

export type SnapshotReason = VersionReason;

export const SNAPSHOT_INTERVAL_MINUTES = 10;
/** A save after this long without one starts a new editing session (its snapshot is labelled so). */
export const SESSION_GAP_MINUTES = 30;

export const SNAPSHOT_INTERVAL_SQL = sql.raw(`interval '${SNAPSHOT_INTERVAL_MINUTES} minutes'`);
export const SESSION_GAP_SQL = sql.raw(`interval '${SESSION_GAP_MINUTES} minutes'`);

/** Retention: the newest KEEP_LATEST versions, and beyond them the last one of each day for KEEP_DAILY_DAYS. */
export const KEEP_LATEST = 50;
export const KEEP_DAILY_DAYS = 90;
