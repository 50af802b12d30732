import { z } from 'zod';

/** Dates on a job (issue 35 item 2, ADR 0090): shared by the server's routes and the client's forms. */

export const JOB_EVENT_KINDS = ['interview', 'deadline', 'follow-up'] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];

export const MAX_EVENTS_PER_JOB = 50;
export const MAX_EVENT_TITLE_CHARS = 200;
export const MAX_EVENT_NOTE_CHARS = 2000;

export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
export const EVENT_KIND_INVALID = `Kind must be one of: ${JOB_EVENT_KINDS.join(', ')}`;
export const EVENT_DATE_INVALID = 'Date must be a real day written YYYY-MM-DD';
export const EVENT_TIME_INVALID = 'Time must be written HH:MM (24-hour)';
export const EVENT_TIME_ZONE_INVALID = 'Time zone must be an IANA name such as Europe/Berlin';
export const EVENT_LIMIT_MESSAGE = `A job can have at most ${MAX_EVENTS_PER_JOB} dates. Delete one to add another.`;
export const FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';

/** True for a time zone this runtime knows (Intl throws a RangeError for any other name). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A YYYY-MM-DD that names a real calendar day (no 2026-02-30), between years 1900 and 2200. */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const eventFields = {
  kind: z.enum(JOB_EVENT_KINDS, EVENT_KIND_INVALID),
  title: z
    .string('Title must be text')
    .trim()
    .max(MAX_EVENT_TITLE_CHARS, `Title must be at most ${MAX_EVENT_TITLE_CHARS} characters`),
  date: z.string(EVENT_DATE_INVALID).refine(isCalendarDay, EVENT_DATE_INVALID),
  time: z.string(EVENT_TIME_INVALID).regex(/^([01]\d|2[0-3]):[0-5]\d$/, EVENT_TIME_INVALID),
  timeZone: z.string(EVENT_TIME_ZONE_INVALID).refine(isTimeZone, EVENT_TIME_ZONE_INVALID),
  note: z
    .string('Note must be text')
    .max(MAX_EVENT_NOTE_CHARS, `Note must be at most ${MAX_EVENT_NOTE_CHARS} characters`),
  remind: z.boolean('Remind must be true or false'),
};

/** POST /api/jobs/{id}/events. */
export const createEventBodySchema = z.object({
  kind: eventFields.kind,
  title: eventFields.title.optional(),
  date: eventFields.date,
  time: eventFields.time,
  timeZone: eventFields.timeZone,
  note: eventFields.note.optional(),
  remind: eventFields.remind.optional(),
});
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** PUT /api/jobs/{id}/events/{eventId}: the fields sent replace the stored ones. */
export const updateEventBodySchema = createEventBodySchema.partial();
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

export const jobEventSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  kind: z.enum(JOB_EVENT_KINDS),
  title: z.string(),
  /** The wall-clock day, time and zone as given. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /** The UTC instant they name (ISO 8601). */
  startsAt: z.string(),
  note: z.string(),
  remind: z.boolean(),
  reminderSentAt: z.string().nullable(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/** An event in the Upcoming list: with its job's title and company for the link. */
export const upcomingEventSchema = jobEventSchema.extend({ jobTitle: z.string(), company: z.string() });
export type UpcomingEvent = z.infer<typeof upcomingEventSchema>;

export const eventResponseSchema = z.object({ success: z.literal(true), event: jobEventSchema });
export const eventListResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(jobEventSchema),
});
export const upcomingResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(upcomingEventSchema),
});
export const feedResponseSchema = z.object({
  success: z.literal(true),
  /** The feed's address path, with the secret: shown once, when made. */
  path: z.string(),
});
export const feedStatusResponseSchema = z.object({ success: z.literal(true), isActive: z.boolean() });
