import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { ArchiveReason, JobContact, jobContactsSchema } from '../../domain/job-contacts-api';
import type { JobRow } from '../db/schema';

/** The contacts as stored: each with an id (a new one given one) and every field present. */
export function storedContacts(contacts: z.output<typeof jobContactsSchema>): JobContact[] {
  return contacts.map(({ id, ...fields }) => ({ id: id ?? randomUUID(), ...fields }));
}

/**
 * The archive columns after a PUT's archiveReason: a reason archives the job (keeping the first archiving's
 * date when it was already archived, so a PUT of what GET answered changes nothing), null unarchives it.
 */
export function archiveColumns(
  current: Pick<JobRow, 'archivedAt'>,
  reason: ArchiveReason | null | undefined,
  now: Date,
): Partial<Pick<JobRow, 'archivedAt' | 'archiveReason'>> {
  if (reason === undefined) return {};
  if (reason === null) return { archivedAt: null, archiveReason: null };
  return { archivedAt: current.archivedAt ?? now, archiveReason: reason };
}

/** The next step's date as stored: '' is no date. */
export const storedDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === '' ? null : value;
