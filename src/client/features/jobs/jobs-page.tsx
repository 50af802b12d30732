import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { JOB_STATUS_LABELS, type JobStatus } from '../../../domain/jobs-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { fieldClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../shared/session/current-user';
import { JobForm } from './components/job-form';
import { JobLinkForm } from './components/job-link-form';
import { JobStatusSelect } from './components/job-status-select';
import { SignInNotice } from './components/sign-in-notice';
import { useCreateJob, useCreateJobFromLink, useJobs } from './jobs-api';
import { formatJobDate, JOB_SORTS, type JobSort, visibleJobs } from './jobs-rules';

/** /jobs: the user's saved jobs as a list they sort and filter by status, and the form to add one. */
export default function JobsPage() {
  const { user, isLoading } = useCurrentUser();
  const jobs = useJobs(user !== null);
  const create = useCreateJob();
  const fromLink = useCreateJobFromLink();
  const [, navigate] = useLocation();
  const [isAdding, setAdding] = useState(false);
  const [sort, setSort] = useState<JobSort>('updated');
  const [status, setStatus] = useState<JobStatus | 'all'>('all');

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInNotice />;

  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">Jobs</h1>
        {!isAdding && (
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden /> Add a job
          </Button>
        )}
      </div>
      {isAdding && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-5">
            <h2 className="font-semibold text-xl">Add a job</h2>
            <JobLinkForm
              onSave={async (url) => {
                const job = await fromLink.mutateAsync(url);
                navigate(`/jobs/${job.id}`);
              }}
            />
            <p className="text-muted-foreground text-sm">Or fill in the job yourself:</p>
            <JobForm
              submitLabel="Save job"
              pendingLabel="Saving..."
              onSubmit={async (fields) => {
                const job = await create.mutateAsync(fields);
                navigate(`/jobs/${job.id}`);
              }}
            />
            <Button variant="ghost" className="self-start" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="jobs-filter">Status</Label>
          <JobStatusSelect id="jobs-filter" value={status} onChange={setStatus} withAll />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="jobs-sort">Sort by</Label>
          <select
            id="jobs-sort"
            className={cn(fieldClasses, 'h-10 w-auto')}
            value={sort}
            onChange={(event) => setSort(event.target.value as JobSort)}
          >
            {Object.entries(JOB_SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {jobs.isPending ? (
        <Spinner label="Loading jobs" />
      ) : jobs.isError ? (
        <p role="alert" className="text-danger">
          Could not load your jobs. Please reload the page.
        </p>
      ) : (
        <JobList jobs={visibleJobs(jobs.data, sort, status)} total={jobs.data.length} />
      )}
    </main>
  );
}

function JobList({ jobs, total }: { jobs: ReturnType<typeof visibleJobs>; total: number }) {
  if (total === 0)
    return (
      <p className="text-muted-foreground">No jobs yet. Add one by pasting a job ad you want to apply for.</p>
    );
  if (jobs.length === 0) return <p className="text-muted-foreground">No jobs with this status.</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label="Your jobs">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-wrap items-center justify-between gap-2 p-4"
          data-testid="job-row"
        >
          <div className="min-w-0">
            <Link
              href={`/jobs/${job.id}`}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {job.title}
            </Link>
            <p className="text-muted-foreground text-sm">
              {[job.company, job.location].filter(Boolean).join(' · ')} · Updated{' '}
              {formatJobDate(job.updatedAt)}
            </p>
          </div>
          <Badge variant="secondary">{JOB_STATUS_LABELS[job.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}

export function PageSpinner() {
  return (
    <main className="flex flex-1 items-center justify-center">
      <Spinner label="Loading" />
    </main>
  );
}
