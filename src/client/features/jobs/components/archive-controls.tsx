import { useState } from 'react';
import { ARCHIVE_REASONS, type ArchiveReason } from '../../../../domain/job-contacts-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field-error';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { intlLocale } from '../../../lib/i18n/intl-locale';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import { useUpdateJob } from '../jobs-api';
import { formatJobDate } from '../jobs-rules';

/**
 * Archive with a reason, or bring an archived job back (issue 35 item 3). An archived job leaves the default
 * list and the board; the jobs page shows it again with 'Show archived jobs'.
 */
export function ArchiveControls({ job }: { job: Job }) {
  const { t, language } = useT(JOBS_TEXTS);
  const update = useUpdateJob(job.id);
  const [reason, setReason] = useState<ArchiveReason>('rejected');
  const [error, setError] = useState('');

  const save = async (archiveReason: ArchiveReason | null) => {
    setError('');
    try {
      await update.mutateAsync({ archiveReason });
    } catch (failure) {
      setError((failure instanceof ApiError && failure.serverMessage) || t('archive.failed'));
    }
  };

  return (
    <section aria-labelledby="job-archive-heading" className="flex flex-col gap-3">
      <h2 id="job-archive-heading" className="font-semibold text-xl">
        {t('archive.title')}
      </h2>
      {job.archiveReason && job.archivedAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" data-testid="archived-note">
            {withTags(
              t('archive.note', {
                date: formatJobDate(job.archivedAt, intlLocale(language)),
                reason: t(`archiveReason.${job.archiveReason}`),
              }),
              { date: (date) => <time dateTime={job.archivedAt ?? undefined}>{date}</time> },
            )}
          </p>
          <Button variant="outline" disabled={update.isPending} onClick={() => void save(null)}>
            {update.isPending ? t('saving') : t('archive.unarchive')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="archive-reason">{t('archive.why')}</Label>
            <select
              id="archive-reason"
              className={cn(fieldClasses, 'h-10 w-auto min-w-0 max-w-full')}
              value={reason}
              onChange={(event) => setReason(event.target.value as ArchiveReason)}
            >
              {ARCHIVE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`archiveReason.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline" disabled={update.isPending} onClick={() => void save(reason)}>
            {update.isPending ? t('saving') : t('archive.archive')}
          </Button>
        </div>
      )}
      <FormError>{error}</FormError>
    </section>
  );
}
