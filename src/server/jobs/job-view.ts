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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
