import ical, { type ICalCalendar } from 'ical-generator';
import type { JobEvent, JobEventKind } from '../../../domain/job-events-api';

/** How long an event lasts in a calendar: we store a start only, and an hour is what an interview takes. */
const EVENT_LENGTH_MS = 60 * 60_000;

const KIND_LABELS: Record<JobEventKind, string> = {
  interview: 'Interview',
  deadline: 'Deadline',
  'follow-up': 'Follow-up',
};

export interface IcsEvent extends JobEvent {
  jobTitle: string;
  company: string;
}

/** "Interview: Engineer at Engines Ltd", or the event's own title when it has one. */
export function eventSummary(event: IcsEvent): string {
  const label = KIND_LABELS[event.kind];
  return event.title ? `${label}: ${event.title}` : `${label}: ${event.jobTitle} at ${event.company}`;
}

/**
 * An iCalendar of these events. Times are written in UTC (DTSTART:...Z) from the instant computed from the
 * user's wall-clock time and zone: every calendar app reads UTC the same way, where a TZID needs a VTIMEZONE
 * block this library cannot write without a zone database of its own (ADR 0090). The stable UID (the event's id)
 * lets a subscribed calendar update an event instead of duplicating it.
 */
export function eventsCalendar(name: string, events: readonly IcsEvent[], jobUrl: (jobId: string) => string) {
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Resumable', product: 'Jobs', language: 'EN' },
  });
  for (const event of events) {
    const start = new Date(event.startsAt);
    calendar.createEvent({
      id: `${event.id}@resumable`,
      start,
      end: new Date(start.getTime() + EVENT_LENGTH_MS),
      summary: eventSummary(event),
      description: [event.note, `${event.time} ${event.timeZone}`].filter(Boolean).join('\n\n'),
      url: jobUrl(event.jobId),
    });
  }
  return calendar.toString();
}
