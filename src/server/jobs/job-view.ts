import type { ArchiveReason, JobContact } from '../../domain/job-contacts-api';
import type { Job, JobStatus, StatusChange } from '../../domain/jobs-api';
import type { JobRow } from '../db/schema';

/** The API shape of a stored job. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    company: row.company,
    location: row.location,
    link: row.link,
    description: row.description,
    // Checked by the table's constraint and written only from parsed input.
    status: row.status as JobStatus,
    notes: row.notes,
    statusHistory: row.statusHistory as StatusChange[],
    // Written only from parsed input, like the status history.
    contacts: row.contacts as JobContact[],
    nextStep: row.nextStep,
    nextStepDate: row.nextStepDate,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    // Checked by jobs_archive_reason_check.
    archiveReason: row.archiveReason as ArchiveReason | null,
    boardPosition: row.boardPosition,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
