import {
  type CoverLetter,
  coverLetterContentSchema,
  coverLetterDesignSchema,
} from '../../domain/cover-letter-api';
import type { CoverLetterRow } from '../db/schema';

/** The API shape of a stored letter. Parsing fills defaults added to the content or design since it was saved. */
export function toCoverLetter(row: CoverLetterRow): CoverLetter {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    draftId: row.draftId,
    jobId: row.jobId,
    content: coverLetterContentSchema.parse(row.content),
    design: coverLetterDesignSchema.parse(row.design),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
