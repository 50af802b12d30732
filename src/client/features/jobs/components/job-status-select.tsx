import { JOB_STATUSES, type JobStatus } from '../../../../domain/jobs-api';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';

/** A native select: keyboard and screen-reader friendly on every device. */
export function JobStatusSelect({
  id,
  value,
  onChange,
  disabled,
  withAll,
}: {
  id: string;
  value: JobStatus | 'all';
  onChange(value: JobStatus | 'all'): void;
  disabled?: boolean;
  withAll?: boolean;
}) {
  const { t } = useT(JOBS_TEXTS);
  return (
    <select
      id={id}
      className={cn(fieldClasses, 'h-10 w-auto min-w-0 max-w-full')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as JobStatus | 'all')}
    >
      {withAll ? <option value="all">{t('status.all')}</option> : null}
      {JOB_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`status.${status}`)}
        </option>
      ))}
    </select>
  );
}
