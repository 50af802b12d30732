import ical, { type ICalCalendar } from 'ical-generator';
import { fillPlaceholders } from '../../../domain/fill-placeholders';
import type { InterfaceLanguage } from '../../../domain/interface-languages';
import type { JobEvent, JobEventKind } from '../../../domain/job-events-api';

/** How long an event lasts in a calendar: we store a start only, and an hour is what an interview takes. */
const EVENT_LENGTH_MS = 60 * 60_000;

export interface IcsEvent extends JobEvent {
  jobTitle: string;
  company: string;
}

interface IcsCopy {
  kinds: Readonly<Record<JobEventKind, string>>;
  /** The event's summary: its kind, then its own title or the job. */
  summary: string;
  /** The job an event without a title of its own is about. */
  jobAt: string;
  /** The name of the feed of every event of the account. */
  feedName: string;
}

/** The words of the calendar's events, in the account's language (issue 33 item 4); the user's text stays as typed. */
const ICS_TEXTS: Readonly<Record<InterfaceLanguage, IcsCopy>> = {
  en: {
    kinds: { interview: 'Interview', deadline: 'Deadline', 'follow-up': 'Follow-up' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} at {{company}}',
    feedName: 'Resumable jobs',
  },
  es: {
    kinds: { interview: 'Entrevista', deadline: 'Fecha límite', 'follow-up': 'Seguimiento' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} en {{company}}',
    feedName: 'Empleos de Resumable',
  },
  fr: {
    kinds: { interview: 'Entretien', deadline: 'Date limite', 'follow-up': 'Relance' },
    summary: '{{kind}}\u00a0: {{subject}}',
    jobAt: '{{job}} chez {{company}}',
    feedName: 'Offres Resumable',
  },
  de: {
    kinds: { interview: 'Vorstellungsgespräch', deadline: 'Frist', 'follow-up': 'Nachfassen' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} bei {{company}}',
    feedName: 'Resumable-Stellen',
  },
  pt: {
    kinds: { interview: 'Entrevista', deadline: 'Prazo', 'follow-up': 'Seguimento' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} na empresa {{company}}',
    feedName: 'Ofertas de emprego do Resumable',
  },
  it: {
    kinds: { interview: 'Colloquio', deadline: 'Scadenza', 'follow-up': 'Ricontatto' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} presso {{company}}',
    feedName: 'Offerte di lavoro Resumable',
  },
  nl: {
    kinds: { interview: 'Sollicitatiegesprek', deadline: 'Deadline', 'follow-up': 'Opvolging' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} bij {{company}}',
    feedName: 'Resumable-vacatures',
  },
  ar: {
    kinds: { interview: 'مقابلة', deadline: 'موعد نهائي', 'follow-up': 'متابعة' },
    summary: '{{kind}}: {{subject}}',
    jobAt: '{{job}} لدى {{company}}',
    feedName: 'وظائف Resumable',
  },
};

/** "Interview: Engineer at Engines Ltd", or the event's own title when it has one. */
export function eventSummary(event: IcsEvent, language: InterfaceLanguage = 'en'): string {
  const copy = ICS_TEXTS[language];
  const subject =
    event.title || fillPlaceholders(copy.jobAt, { job: event.jobTitle, company: event.company });
  return fillPlaceholders(copy.summary, { kind: copy.kinds[event.kind], subject });
}

/** The name of the feed of every event of an account, in its language. */
export const feedName = (language: InterfaceLanguage) => ICS_TEXTS[language].feedName;

/**
 * An iCalendar of these events. Times are written in UTC (DTSTART:...Z) from the instant computed from the
 * user's wall-clock time and zone: every calendar app reads UTC the same way, where a TZID needs a VTIMEZONE
 * block this library cannot write without a zone database of its own (ADR 0090). The stable UID (the event's id)
 * lets a subscribed calendar update an event instead of duplicating it.
 */
export function eventsCalendar(
  name: string,
  events: readonly IcsEvent[],
  jobUrl: (jobId: string) => string,
  language: InterfaceLanguage = 'en',
) {
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Resumable', product: 'Jobs', language: language.toUpperCase() },
  });
  for (const event of events) {
    const start = new Date(event.startsAt);
    calendar.createEvent({
      id: `${event.id}@resumable`,
      start,
      end: new Date(start.getTime() + EVENT_LENGTH_MS),
      summary: eventSummary(event, language),
      description: [event.note, `${event.time} ${event.timeZone}`].filter(Boolean).join('\n\n'),
      url: jobUrl(event.jobId),
    });
  }
  return calendar.toString();
}
