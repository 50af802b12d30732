import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionState } from '../../../domain/plans';
import type { Database } from '../../db/connection';
import { type DraftShareRow, draftShares, resumeDrafts, users } from '../../db/schema';
import type { DraftPayment } from '../draft-access';

/**
 * The public links of drafts (issue 20, docs/decisions/0050-public-links.md): one row per shared draft, made on
 * first use and kept when sharing is turned off, so turning it on again gives the same address.
 */

/** 128 random bits, base64url (22 characters): unguessable, and short enough to read out. */
export function newShareSlug(): string {
  return randomBytes(16).toString('base64url');
}

export interface ShareChanges {
  enabled: boolean;
  /** A new argon2id hash; null removes the password; undefined keeps it. */
  passwordHash?: string | null;
  indexable?: boolean;
}

/** The share row of the user's draft, made if missing. Undefined when the draft is not the user's. */
export async function saveShare(
  db: Database,
  userId: string,
  draftId: string,
  changes: ShareChanges,
): Promise<DraftShareRow | undefined> {
  const [draft] = await db
    .select({ id: resumeDrafts.id })
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.id, draftId), eq(resumeDrafts.userId, userId)));
  if (!draft) return undefined;
  const set = {
    enabled: changes.enabled,
    ...(changes.passwordHash === undefined ? {} : { passwordHash: changes.passwordHash }),
    ...(changes.indexable === undefined ? {} : { indexable: changes.indexable }),
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(draftShares)
    .values({ draftId, userId, slug: newShareSlug(), ...set })
    .onConflictDoUpdate({ target: draftShares.draftId, set })
    .returning();
  return row;
}

/** The share row of the user's draft, or undefined when it was never shared (or is not the user's). */
export async function findShare(
  db: Database,
  userId: string,
  draftId: string,
): Promise<DraftShareRow | undefined> {
  const [row] = await db
    .select()
    .from(draftShares)
    .where(and(eq(draftShares.draftId, draftId), eq(draftShares.userId, userId)));
  return row;
}

export interface SharedDraft extends DraftPayment {
  draftId: string;
  ownerId: string;
  title: string;
  data: unknown;
  passwordHash: string | null;
  indexable: boolean;
  viewCount: number;
  lastViewedAt: Date | null;
  /** The owner's plan: whether the page offers the download (docs/decisions/0051). */
  owner: SubscriptionState;
}

/**
 * The enabled share of a slug with its draft and the owner's plan, in one query; undefined for an unknown slug
 * or a link turned off (both 404 at once: nothing is cached).
 */
export async function findSharedDraft(db: Database, slug: string): Promise<SharedDraft | undefined> {
  const [row] = await db
    .select({
      draftId: draftShares.draftId,
      ownerId: draftShares.userId,
      passwordHash: draftShares.passwordHash,
      indexable: draftShares.indexable,
      viewCount: draftShares.viewCount,
      lastViewedAt: draftShares.lastViewedAt,
      title: resumeDrafts.title,
      data: resumeDrafts.data,
      status: resumeDrafts.status,
      paidAccessUntil: resumeDrafts.paidAccessUntil,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionExpiresAt: users.subscriptionExpiresAt,
    })
    .from(draftShares)
    .innerJoin(resumeDrafts, eq(resumeDrafts.id, draftShares.draftId))
    .innerJoin(users, eq(users.id, draftShares.userId))
    .where(and(eq(draftShares.slug, slug), eq(draftShares.enabled, true)));
  if (!row) return undefined;
  const { subscriptionStatus, subscriptionExpiresAt, ...shared } = row;
  return { ...shared, owner: { subscriptionStatus, subscriptionExpiresAt } };
}

/** One view by someone other than the owner. */
export async function recordShareView(db: Database, draftId: string): Promise<void> {
  await db
    .update(draftShares)
    .set({ viewCount: sql`${draftShares.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(draftShares.draftId, draftId));
}

/**
 * The addresses of links whose owners allowed indexing, newest first, for robots.txt's Allow lines (the rest of
 * /r/ is disallowed). Capped so the file stays far below the 500 KB crawlers read.
 */
export async function listIndexableSharePaths(db: Database, limit = 1000): Promise<string[]> {
  const rows = await db
    .select({ slug: draftShares.slug })
    .from(draftShares)
    .where(and(eq(draftShares.enabled, true), eq(draftShares.indexable, true)))
    .orderBy(sql`${draftShares.updatedAt} desc`)
    .limit(limit);
  return rows.map((row) => `/r/${row.slug}`);
}
