import type { StatusChange } from '../../../../domain/jobs-api';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { formatJobDate } from '../jobs-rules';

/** Every status the job has had, newest first, with the day it was set. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  const { t, language } = useT(JOBS_TEXTS);
  return (
    <section aria-labelledby="status-history-heading" className="flex flex-col gap-2">
      <h3 id="status-history-heading" className="font-medium">
        {t('history.title')}
      </h3>
      <ol className="flex flex-col gap-1 text-sm">
        {[...history].reverse().map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <span className="font-medium">{t(`status.${change.status}`)}</span>{' '}
            <time dateTime={change.at} className="text-muted-foreground">
              {formatJobDate(change.at, intlLocale(language))}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
