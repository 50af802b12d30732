import { JOB_STATUS_LABELS, JOB_STATUSES, type JobStatus } from '../../../../domain/jobs-api';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

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
  return (
    <select
      id={id}
      className={cn(fieldClasses, 'h-10 w-auto min-w-0 max-w-full')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as JobStatus | 'all')}
    >
      {withAll ? <option value="all">All statuses</option> : null}
      {JOB_STATUSES.map((status) => (
        <option key={status} value={status}>
          {JOB_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
