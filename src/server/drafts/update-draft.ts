import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DraftStatus, type ResumeDraft, VERSION_CONFLICT_MESSAGE } from '../../domain/draft-api';
import { isSameContent } from '../../domain/draft-content';
import type { Resume } from '../../domain/resume';
import type { Database } from '../db/connection';
import { preparedPerDatabase } from '../db/prepared';
import { type ResumeDraftRow, resumeDrafts } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { cleanResumeData } from './clean-resume-data';
import { toResumeDraft } from './draft-view';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow } from './get-draft';
import { recordVersion } from './versions/record-version';
import { SESSION_GAP_SQL, SNAPSHOT_INTERVAL_SQL, type SnapshotReason } from './versions/snapshot-rules';

export interface DraftChanges {
  title?: string;
  data?: Resume;
  status?: Exclude<DraftStatus, 'paid'>;
  /** The version the client last saw; absent means last write wins. */
  version?: number;
  /** Keep the draft as it was before this save in its history, for this reason (issue 20). */
  snapshotReason?: SnapshotReason;
  /**
   * The name of the personal access token making this save (ADR 0086): the save then always keeps the draft as
   * it was, as a version made by that token, whatever snapshotReason says.
   */
  changedBy?: string;
}

const { data: _storedData, ...columnsButData } = getTableColumns(resumeDrafts);
const placeholder = sql.placeholder;
/** The row as it was before this UPDATE: joined to itself, the statement can read the old values. */
const previous = alias(resumeDrafts, 'previous');

/**
 * Whether this save takes a version-history snapshot of what the draft held before it (issue 20, ADR 0049):
 * asked for, or the first save carrying the document 10 minutes or more after the last snapshot (which is also
 * the first save of every new editing session). Decided from the row the UPDATE already reads, so autosave
 * runs no extra query; the old document leaves the database only when a snapshot is due, and recordVersion
 * stores it only if it differs from what replaces it (the clock restarts either way).
 */
const isSnapshotDue = sql`(${placeholder('hasData')}::boolean and (${placeholder('reason')}::text is not null or ${previous.lastSnapshotAt} is null or ${previous.lastSnapshotAt} <= now() - ${SNAPSHOT_INTERVAL_SQL}))`;
const snapshotReason = sql<SnapshotReason | null>`case when not ${isSnapshotDue} then null
  when ${placeholder('reason')}::text is not null then ${placeholder('reason')}::text
  when ${previous.lastSnapshotAt} is null or ${previous.updatedAt} <= now() - ${SESSION_GAP_SQL} then 'session'
  else 'interval' end`;

/** The changes every save writes, each optional (null keeps the column). */
const changedColumns = {
  title: sql`coalesce(${placeholder('title')}::text, ${resumeDrafts.title})`,
  data: sql`coalesce(${placeholder('data')}::json, ${resumeDrafts.data})`,
  // A paid draft stays paid whatever status is sent.
  status: sql`case when ${resumeDrafts.status} = 'paid' then 'paid' else coalesce(${placeholder('status')}::text, ${resumeDrafts.status}) end`,
  version: sql`${resumeDrafts.version} + 1`,
  updatedAt: sql`now()`,
};

/** The draft is the user's and, when a version is sent, still at that version. */
const isOwnCurrentDraft = and(
  eq(resumeDrafts.id, sql`${placeholder('id')}::uuid`),
  eq(resumeDrafts.userId, sql`${placeholder('userId')}::uuid`),
  sql`(${placeholder('version')}::integer is null or ${resumeDrafts.version} = ${placeholder('version')}::integer)`,
);

/**
 * The UPDATE almost every save runs: the row read once, no snapshot, and only when none is due (the same rule
 * as isSnapshotDue, read from the row being updated). A save it leaves unchanged (a snapshot due, another
 * version, not the user's draft) goes on to the full statement below, which decides all of that at once. The
 * self-join the full statement needs to see the old document cost every autosave a second row read and a
 * larger plan for what happens at most once every 10 minutes of typing (docs/benchmarks.md, issue 29 item 10).
 */
function commonSaveStatement(db: Database) {
  const isDue = sql`(${placeholder('hasData')}::boolean and (${placeholder('reason')}::text is not null or ${resumeDrafts.lastSnapshotAt} is null or ${resumeDrafts.lastSnapshotAt} <= now() - ${SNAPSHOT_INTERVAL_SQL}))`;
  return db
    .update(resumeDrafts)
    .set(changedColumns)
    .where(and(isOwnCurrentDraft, sql`not ${isDue}`));
}

/**
 * The UPDATE of a save that may take a snapshot: joined to its own row as it was, it can answer the old
 * document when one is due, in the same statement that replaces it.
 */
function snapshotSaveStatement(db: Database) {
  return db
    .update(resumeDrafts)
    .set({
      ...changedColumns,
      lastSnapshotAt: sql`case when ${isSnapshotDue} then now() else ${resumeDrafts.lastSnapshotAt} end`,
    })
    .from(previous)
    .where(and(isOwnCurrentDraft, eq(previous.id, resumeDrafts.id)));
}

/** What the draft held before the save, returned only when a snapshot is due. */
const snapshotColumns = {
  snapshotReason,
  previousTitle: sql<string | null>`case when ${isSnapshotDue} then ${previous.title} end`,
  previousData: sql<unknown>`case when ${isSnapshotDue} then ${previous.data} end`,
};

/**
 * Every save's statements, built once and prepared: autosave runs one every few seconds per user, and building
 * the query each time cost more than PostgreSQL's work on it. When the save carries the document, the answer
 * carries it too: reading 10 KB of jsonb back out of PostgreSQL and parsing it again was a large share of each
 * autosave's cost.
 */
export function prepareSaveStatements(db: Database) {
  return {
    common: commonSaveStatement(db).returning(columnsButData).prepare('update_draft_common'),
    withSnapshot: snapshotSaveStatement(db)
      .returning({ ...columnsButData, ...snapshotColumns })
      .prepare('update_draft_with_data'),
    withoutData: commonSaveStatement(db)
      .returning(getTableColumns(resumeDrafts))
      .prepare('update_draft_without_data'),
  };
}

const statementsFor = preparedPerDatabase(prepareSaveStatements);

/** The saved draft: its fields, and its document as JSON text (the answer embeds it without parsing it again). */
export interface UpdatedDraft {
  meta: Omit<ResumeDraft, 'data'>;
  /**
   * When the save carried the document, the very text written to the database: a 10 KB resume is serialised
   * once per save, not twice.
   */
  dataJson: string;
}

/** The stored draft already is what this write would make it (the data compared after cleaning). */
function isReplay(current: ResumeDraftRow, changes: DraftChanges): boolean {
  const title = changes.title ?? current.title;
  const data = changes.data ?? current.data;
  const isSameStatus =
    changes.status === undefined || current.status === 'paid' || changes.status === current.status;
  return isSameStatus && isSameContent({ title, data }, current);
}

/**
 * Writes the given fields and bumps the version, in one conditional UPDATE: with a version, only the request
 * that still matches it changes the row, so of two concurrent saves from the same version exactly one wins
 * and the other answers 409 with the draft as it now is, unless it is the same save again (a replay), which
 * answers the draft unchanged.
 */
export async function updateDraft(
  db: Database,
  userId: string,
  id: string,
  changes: DraftChanges,
): Promise<UpdatedDraft> {
  const data = changes.data === undefined ? undefined : cleanResumeData(changes.data);
  const dataJson = data === undefined ? null : JSON.stringify(data);
  const values = {
    id,
    userId,
    title: changes.title ?? null,
    data: dataJson,
    status: changes.status ?? null,
    version: changes.version ?? null,
    hasData: dataJson !== null,
    reason: changes.changedBy !== undefined ? 'token' : (changes.snapshotReason ?? null),
  };
  const statements = statementsFor(db);
  if (dataJson === null) {
    const [row] = await statements.withoutData.execute(values);
    if (row) {
      const { data, ...meta } = toResumeDraft(row);
      return { meta, dataJson: JSON.stringify(data) };
    }
  } else {
    // A save that names a snapshot reason always takes one: straight to the statement that can.
    const [common] = values.reason === null ? await statements.common.execute(values) : [];
    if (common) {
      const { data: _unread, ...meta } = toResumeDraft({ ...common, data: null });
      return { meta, dataJson };
    }
    const [row] = await statements.withSnapshot.execute(values);
    if (row) {
      const { snapshotReason, previousTitle, previousData, ...columns } = row;
      if (snapshotReason && previousTitle !== null && data) {
        await recordVersion(db, {
          draftId: id,
          userId,
          reason: snapshotReason,
          title: previousTitle,
          content: previousData,
          next: data,
          changedBy: changes.changedBy,
        });
      }
      const { data: _unread, ...meta } = toResumeDraft({ ...columns, data: null });
      return { meta, dataJson };
    }
  }

  const current = await findDraftRow(db, userId, id);
  if (!current) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  // The same save arriving twice (a keepalive PUT sent on closing the tab and the same change re-sent after
  // the reload, or a retry whose first answer was lost) finds its own write: the draft already holds exactly
  // this content, so nothing is lost by answering it as done, and its writer must not be shown a conflict.
  if (isReplay(current, { ...changes, data })) {
    const { data: stored, ...meta } = toResumeDraft(current);
    return { meta, dataJson: JSON.stringify(stored) };
  }
  throw conflict(VERSION_CONFLICT_MESSAGE, { resumeDraft: toResumeDraft(current) });
}
