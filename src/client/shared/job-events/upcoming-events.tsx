import { CalendarDaysIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { CALENDAR_TEXTS } from '../../lib/i18n/namespaces/calendar';
import { useT } from '../../lib/i18n/use-t';
import { eventWhen } from './event-when';
import { useUpcomingEvents } from './job-events-api';

/**
 * The next dates across the user's jobs, soonest first, each linking to its job (/jobs and the dashboard). The
 * dashboard passes `isQuietWhenEmpty`: people who track no dates see no extra card there.
 */
export function UpcomingEvents({ isQuietWhenEmpty = false }: { isQuietWhenEmpty?: boolean }) {
  const upcoming = useUpcomingEvents(true);
  const { t, language } = useT(CALENDAR_TEXTS);
  if (isQuietWhenEmpty && (upcoming.isPending || upcoming.data?.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 id="upcoming-heading" className="flex items-center gap-2">
            <CalendarDaysIcon aria-hidden className="size-5" /> {t('upcoming.title')}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {upcoming.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner size="sm" /> {t('upcoming.loading')}
          </p>
        ) : upcoming.isError ? (
          <p role="alert" className="text-danger">
            {t('upcoming.loadFailed')}
          </p>
        ) : upcoming.data.length === 0 ? (
          <p className="text-muted-foreground">{t('upcoming.empty')}</p>
        ) : (
          <ul aria-labelledby="upcoming-heading" className="flex flex-col divide-y">
            {upcoming.data.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3"
              >
                <span className="font-medium tabular-nums">{eventWhen(event, intlLocale(language))}</span>
                <span>
                  {event.title
                    ? t('kind.titled', { kind: t(`kind.${event.kind}`), title: event.title })
                    : t(`kind.${event.kind}`)}{' '}
                  ·{' '}
                  <Link href={`/jobs/${event.jobId}`} className="underline underline-offset-2">
                    {t('upcoming.at', { job: event.jobTitle, company: event.company })}
                  </Link>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
