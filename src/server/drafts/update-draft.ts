import { and, eq, getTableColumns, sql } from 'drizzle-orm';
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

export interface DraftChanges {
  title?: string;
  data?: Resume;
  status?: Exclude<DraftStatus, 'paid'>;
  /** The version the client last saw; absent means last write wins. */
  version?: number;
}

const { data: _storedData, ...columnsButData } = getTableColumns(resumeDrafts);
const placeholder = sql.placeholder;

/**
 * The one UPDATE every save runs, with each change optional (null keeps the column), so it is built once and
 * prepared: autosave runs it every few seconds per user, and building the query each time cost more than
 * PostgreSQL's work on it.
 */
function updateStatement(db: Database) {
  return db
    .update(resumeDrafts)
    .set({
      title: sql`coalesce(${placeholder('title')}::text, ${resumeDrafts.title})`,
      data: sql`coalesce(${placeholder('data')}::jsonb, ${resumeDrafts.data})`,
      // A paid draft stays paid whatever status is sent.
      status: sql`case when ${resumeDrafts.status} = 'paid' then 'paid' else coalesce(${placeholder('status')}::text, ${resumeDrafts.status}) end`,
      version: sql`${resumeDrafts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(resumeDrafts.id, sql`${placeholder('id')}::uuid`),
        eq(resumeDrafts.userId, sql`${placeholder('userId')}::uuid`),
        sql`(${placeholder('version')}::integer is null or ${resumeDrafts.version} = ${placeholder('version')}::integer)`,
      ),
    );
}

function prepareStatements(db: Database) {
  return {
    // When the save carries the document, the answer carries it too: reading 10 KB of jsonb back out of
    // PostgreSQL and parsing it again was a large share of each autosave's cost.
    withData: updateStatement(db).returning(columnsButData).prepare('update_draft_with_data'),
    withoutData: updateStatement(db).returning().prepare('update_draft_without_data'),
  };
}

const statementsFor = preparedPerDatabase(prepareStatements);

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
  };
  const statements = statementsFor(db);
  if (dataJson === null) {
    const [row] = await statements.withoutData.execute(values);
    if (row) {
      const { data, ...meta } = toResumeDraft(row);
      return { meta, dataJson: JSON.stringify(data) };
    }
  } else {
    const [row] = await statements.withData.execute(values);
    if (row) {
      const { data: _unread, ...meta } = toResumeDraft({ ...row, data: null });
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
