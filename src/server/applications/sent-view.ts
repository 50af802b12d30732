import { coverLetterContentSchema, coverLetterDesignSchema } from '../../domain/cover-letter-api';
import type { JobSent } from '../../domain/job-sent-api';
import type { JobApplicationSentRow } from '../db/schema';

/** The API shape of what was sent. Parsing the letter fills defaults added to letters since it was sent. */
export function toJobSent(row: JobApplicationSentRow): JobSent {
  return {
    sentAt: row.sentAt.toISOString(),
    resume: {
      draftId: row.draftId,
      versionId: row.draftVersionId,
      title: row.resumeTitle,
      versionAt: row.resumeVersionAt.toISOString(),
    },
    letter:
      row.letterTitle === null
        ? null
        : {
            letterId: row.letterId,
            title: row.letterTitle,
            content: coverLetterContentSchema.parse(row.letterContent ?? {}),
            design: coverLetterDesignSchema.parse(row.letterDesign ?? {}),
          },
  };
}
