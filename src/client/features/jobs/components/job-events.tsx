import { DownloadIcon, TrashIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { CALENDAR_TEXTS } from '../../../lib/i18n/namespaces/calendar';
import { useT } from '../../../lib/i18n/use-t';
import { eventWhen } from '../../../shared/job-events/event-when';
import { eventIcsUrl, useDeleteEvent, useJobEvents } from '../../../shared/job-events/job-events-api';
import { EventForm } from './event-form';

/** A job's interviews, deadlines and follow-ups (issue 35 item 2), each downloadable as .ics, and the add form. */
export function JobEvents({ jobId }: { jobId: string }) {
  const { t, language } = useT(CALENDAR_TEXTS);
  const events = useJobEvents(jobId);
  const remove = useDeleteEvent(jobId);
  return (
    <section className="flex flex-col gap-4" aria-labelledby="job-events-heading">
      <h2 id="job-events-heading" className="font-semibold text-xl">
        {t('events.title')}
      </h2>
      {events.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner size="sm" /> {t('events.loading')}
        </p>
      ) : events.isError ? (
        <p role="alert" className="text-danger">
          {t('events.loadFailed')}
        </p>
      ) : events.data.length === 0 ? (
        <p className="text-muted-foreground">{t('events.empty')}</p>
      ) : (
        <ul aria-labelledby="job-events-heading" className="flex flex-col divide-y">
          {events.data.map((event) => (
            <li
              key={event.id}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-medium">
                  {event.title
                    ? t('kind.titled', { kind: t(`kind.${event.kind}`), title: event.title })
                    : t(`kind.${event.kind}`)}
                </p>
                <p className="text-muted-foreground text-sm tabular-nums">
                  {eventWhen(event, intlLocale(language))}
                  {event.remind ? ` · ${t('events.reminderOn')}` : ''}
                </p>
                {event.note && <p className="text-sm">{event.note}</p>}
              </div>
              <div className="flex flex-wrap gap-2">
                <a
                  href={eventIcsUrl(jobId, event.id)}
                  download
                  className="inline-flex h-9 items-center gap-1.5 rounded-md border px-3 text-sm underline-offset-2 hover:underline"
                >
                  <DownloadIcon aria-hidden className="size-4" /> {t('events.download')}
                </a>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(event.id)}
                  aria-label={`${t('events.delete')}: ${t(`kind.${event.kind}`)} ${event.date}`}
                >
                  <TrashIcon aria-hidden /> {t('events.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="text-danger text-sm">
          {t('events.deleteFailed')}
        </p>
      )}
      <EventForm jobId={jobId} />
    </section>
  );
}
