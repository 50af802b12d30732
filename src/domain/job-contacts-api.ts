import { z } from 'zod';
import { LIMITS } from './limits';

/**
 * A job's people, its next step and its archiving (issue 35 item 3, ADR 0089): parts of the job's GET and PUT
 * shapes (jobs-api.ts). Every bound has its own message so a refusal says which field and why.
 */

export const ARCHIVE_REASONS = ['rejected', 'withdrew', 'filled', 'accepted'] as const;
export type ArchiveReason = (typeof ARCHIVE_REASONS)[number];

export const ARCHIVE_REASON_LABELS: Record<ArchiveReason, string> = {
  rejected: 'I was rejected',
  withdrew: 'I withdrew',
  filled: 'The position was filled',
  accepted: 'I accepted an offer',
};

export const MAX_CONTACTS_PER_JOB = 20;
export const MAX_CONTACT_NOTES_CHARS = 2_000;
export const MAX_NEXT_STEP_CHARS = 500;

export const CONTACT_NAME_REQUIRED = "Enter the contact's name";
export const CONTACT_EMAIL_INVALID = 'Please enter a valid email address';
export const CONTACT_LINKEDIN_INVALID = 'Enter a LinkedIn address starting with https://www.linkedin.com/';
export const CONTACTS_TOO_MANY = `A job can have at most ${MAX_CONTACTS_PER_JOB} contacts`;
export const NEXT_STEP_DATE_INVALID = 'Enter the date as YYYY-MM-DD';
export const ARCHIVE_REASON_INVALID = `The reason must be one of: ${ARCHIVE_REASONS.join(', ')}`;

/** A LinkedIn profile address: https and a linkedin.com host (www., a country's subdomain or none). */
export function isLinkedInUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value)) return false;
  try {
    const { hostname } = new URL(value);
    return hostname === 'linkedin.com' || hostname.endsWith('.linkedin.com');
  } catch {
    return false;
  }
}

/** A real day of the calendar in YYYY-MM-DD ('2026-02-30' is refused). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const bounded = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);

export const jobContactSchema = z.object({
  /** Given by the server when a new contact comes without one; kept as it is after that. */
  id: z
    .string('The contact id must be text')
    .regex(/^[a-z0-9-]{1,64}$/i, 'The contact id must be 1 to 64 letters, digits or dashes')
    .optional(),
  name: bounded('Name', LIMITS.shortText).min(1, CONTACT_NAME_REQUIRED),
  role: bounded('Role', LIMITS.shortText).default(''),
  email: bounded('Email', LIMITS.email)
    .refine((value) => value === '' || z.regexes.email.test(value), CONTACT_EMAIL_INVALID)
    .default(''),
  linkedin: bounded('The LinkedIn address', LIMITS.url)
    .refine((value) => value === '' || isLinkedInUrl(value), CONTACT_LINKEDIN_INVALID)
    .default(''),
  notes: bounded('Notes', MAX_CONTACT_NOTES_CHARS).default(''),
});
export type JobContactInput = z.input<typeof jobContactSchema>;

export const jobContactsSchema = z.array(jobContactSchema).max(MAX_CONTACTS_PER_JOB, CONTACTS_TOO_MANY);

/** The stored contact: every field present. */
export const storedContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  linkedin: z.string(),
  notes: z.string(),
});
export type JobContact = z.infer<typeof storedContactSchema>;

export const nextStepSchema = bounded('The next step', MAX_NEXT_STEP_CHARS);

/** '' or null: no date. */
export const nextStepDateSchema = z
  .string(NEXT_STEP_DATE_INVALID)
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), NEXT_STEP_DATE_INVALID)
  .nullable();

/** null: not archived (unarchives an archived job). */
export const archiveReasonSchema = z.enum(ARCHIVE_REASONS, ARCHIVE_REASON_INVALID).nullable();
