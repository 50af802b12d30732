import type { z } from 'zod';
import {
  type JobSent,
  type recordSentBodySchema,
  SENT_LETTER_NOT_FOUND,
  SENT_RESUME_NOT_FOUND,
} from '../../domain/job-sent-api';
import { JOB_NOT_FOUND_MESSAGE } from '../../domain/jobs-api';
import { findCoverLetterRow } from '../cover-letters/find-cover-letter';
import type { Database } from '../db/connection';
import { jobApplicationsSent } from '../db/schema';
import { recordSentVersion } from '../drafts/versions/record-sent-version';
import { notFound } from '../http/errors';
import { lockOwnJob } from '../jobs/job-access';
import { currentSentVersion, releaseIfUnused } from './release-sent';
import { toJobSent } from './sent-view';

type SentChoice = z.output<typeof recordSentBodySchema>;

/**
 * Records what the user sent for their job (found beforehand by the route): the resume as it is now, kept in its
 * history as a version retention never deletes, and the letter copied as it is now. Replaces what was recorded
 * before; the version that record named leaves the history unless another job's record names it too. The resume and the letter must be the user's: any
 * other id is a 404, as for every row of another user.
 */
export async function recordSent(
  db: Database,
  userId: string,
  jobId: string,
  { resumeId, letterId }: SentChoice,
): Promise<JobSent> {
  // Read before the transaction (on PGlite a query through db inside one deadlocks); copied as read.
  const letter = letterId ? await findCoverLetterRow(db, userId, letterId) : undefined;
  const row = await db.transaction(async (tx) => {
    // The job may have been deleted since the route found it: its row lock keeps it until the insert.
    if (!(await lockOwnJob(tx, userId, jobId))) throw notFound(JOB_NOT_FOUND_MESSAGE);
    const version = await recordSentVersion(tx, userId, resumeId);
    if (!version) throw notFound(SENT_RESUME_NOT_FOUND);
    if (letterId && !letter) throw notFound(SENT_LETTER_NOT_FOUND);
    const previous = await currentSentVersion(tx, userId, jobId);
    const values = {
      userId,
      draftId: version.draftId,
      draftVersionId: version.versionId,
      resumeTitle: version.title,
      resumeVersionAt: version.createdAt,
      letterId: letter?.id ?? null,
      letterTitle: letter?.title ?? null,
      letterContent: letter?.content ?? null,
      letterDesign: letter?.design ?? null,
      sentAt: new Date(),
    };
    const [saved] = await tx
      .insert(jobApplicationsSent)
      .values({ jobId, ...values })
      .onConflictDoUpdate({ target: jobApplicationsSent.jobId, set: values })
      .returning();
    await releaseIfUnused(tx, userId, previous, version.versionId);
    return saved;
  });
  if (!row) throw new Error('what was sent was not saved');
  return toJobSent(row);
}
