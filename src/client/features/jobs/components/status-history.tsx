import { JOB_STATUS_LABELS, type StatusChange } from '../../../../domain/jobs-api';
import { formatJobDate } from '../jobs-rules';

/** Every status the job has had, newest first, with the day it was set. */
export function StatusHistory({ history }: { history: StatusChange[] }) {
  return (
    <section aria-labelledby="status-history-heading" className="flex flex-col gap-2">
      <h3 id="status-history-heading" className="font-medium">
        Status history
      </h3>
      <ol className="flex flex-col gap-1 text-sm">
        {[...history].reverse().map((change) => (
          <li key={`${change.status}-${change.at}`}>
            <span className="font-medium">{JOB_STATUS_LABELS[change.status]}</span>{' '}
            <time dateTime={change.at} className="text-muted-foreground">
              {formatJobDate(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
