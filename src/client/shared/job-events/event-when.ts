import type { JobEvent } from '../../../domain/job-events-api';

/**
 * "Thu, Dec 3, 2026, 10:00 (Europe/Berlin)": the event's own wall-clock day and time, never converted to the
 * viewer's zone, so what the user typed is what they see (ADR 0090). The zone is named when it is not the
 * browser's.
 */
export function eventWhen(event: Pick<JobEvent, 'date' | 'time' | 'timeZone'>, locale: string | undefined) {
  const [year, month, day] = event.date.split('-').map(Number) as [number, number, number];
  const dayText = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${dayText}, ${event.time}${event.timeZone === own ? '' : ` (${event.timeZone})`}`;
}
