import type { DraftStatus, ResumeDraft } from '../../domain/draft-api';
import type { Resume } from '../../domain/resume';
import type { ResumeDraftRow } from '../db/schema';

/** The API shape of a stored draft: internal columns (payment ids, migration key) stay on the server. */
export function toResumeDraft(row: ResumeDraftRow): ResumeDraft {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    // Written only after parsing with the resume schema, so the stored JSON has that shape.
    data: row.data as Resume,
    status: row.status as DraftStatus,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
