import { useState } from 'react';
import {
  ARCHIVE_REASON_LABELS,
  ARCHIVE_REASONS,
  type ArchiveReason,
} from '../../../../domain/job-contacts-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field-error';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { useUpdateJob } from '../jobs-api';
import { formatJobDate } from '../jobs-rules';

/**
 * Archive with a reason, or bring an archived job back (issue 35 item 3). An archived job leaves the default
 * list and the board; the jobs page shows it again with 'Show archived jobs'.
 */
export function ArchiveControls({ job }: { job: Job }) {
  const update = useUpdateJob(job.id);
  const [reason, setReason] = useState<ArchiveReason>('rejected');
  const [error, setError] = useState('');

  const save = async (archiveReason: ArchiveReason | null) => {
    setError('');
    try {
      await update.mutateAsync({ archiveReason });
    } catch (failure) {
      setError(
        (failure instanceof ApiError && failure.serverMessage) ||
          'Could not save the change. Please try again.',
      );
    }
  };

  return (
    <section aria-labelledby="job-archive-heading" className="flex flex-col gap-3">
      <h2 id="job-archive-heading" className="font-semibold text-xl">
        Archive
      </h2>
      {job.archiveReason && job.archivedAt ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" data-testid="archived-note">
            Archived on {formatJobDate(job.archivedAt)}: {ARCHIVE_REASON_LABELS[job.archiveReason]}.
          </p>
          <Button variant="outline" disabled={update.isPending} onClick={() => void save(null)}>
            {update.isPending ? 'Saving...' : 'Unarchive'}
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="archive-reason">Why this job is over</Label>
            <select
              id="archive-reason"
              className={cn(fieldClasses, 'h-10 w-auto min-w-0 max-w-full')}
              value={reason}
              onChange={(event) => setReason(event.target.value as ArchiveReason)}
            >
              {ARCHIVE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {ARCHIVE_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <Button variant="outline" disabled={update.isPending} onClick={() => void save(reason)}>
            {update.isPending ? 'Saving...' : 'Archive job'}
          </Button>
        </div>
      )}
      <FormError>{error}</FormError>
    </section>
  );
}
