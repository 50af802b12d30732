import { KanbanSquareIcon, ListIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { JOB_STATUS_LABELS, type JobStatus } from '../../../domain/jobs-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { fieldClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { readString, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { UpcomingEvents } from '../../shared/job-events/upcoming-events';
import { useCurrentUser } from '../../shared/session/current-user';
import { CalendarFeedControls } from './components/calendar-feed-controls';
import { JobBoard } from './components/job-board';
import { JobCsvActions } from './components/job-csv-actions';
import { JobForm } from './components/job-form';
import { JobLinkForm } from './components/job-link-form';
import { JobStatusSelect } from './components/job-status-select';
import { SignInNotice } from './components/sign-in-notice';
import { useCreateJob, useCreateJobFromLink, useJobs } from './jobs-api';
import { formatJobDate, JOB_SORTS, type JobSort, visibleJobs } from './jobs-rules';

type JobsView = 'list' | 'board';

/** The view chosen last time on this browser; the list until one was chosen. */
function storedView(): JobsView {
  return readString(STORAGE_KEYS.jobsView) === 'board' ? 'board' : 'list';
}

/**
 * /jobs: the user's saved jobs as a list they sort and filter by status or as a board of status columns (the
 * choice remembered), and the form to add one. Archived jobs show only when asked for.
 */
export default function JobsPage() {
  const { user, isLoading } = useCurrentUser();
  const jobs = useJobs(user !== null);
  const create = useCreateJob();
  const fromLink = useCreateJobFromLink();
  const [, navigate] = useLocation();
  const [isAdding, setAdding] = useState(false);
  const [sort, setSort] = useState<JobSort>('updated');
  const [status, setStatus] = useState<JobStatus | 'all'>('all');
  const [view, setView] = useState<JobsView>(storedView);
  const [isShowingArchived, setShowingArchived] = useState(false);
  const choose = (next: JobsView) => {
    setView(next);
    writeString(STORAGE_KEYS.jobsView, next);
  };

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInNotice />;

  return (
    // min-w-0: the board's columns scroll inside it; they must not widen the page on a phone.
    <main className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-bold text-3xl">Jobs</h1>
        <div className="flex flex-wrap gap-2">
          <JobCsvActions />
          {!isAdding && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden /> Add a job
            </Button>
          )}
        </div>
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
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium text-sm">View</legend>
          <div className="flex">
            <Button
              variant={view === 'list' ? 'default' : 'outline'}
              className="rounded-r-none"
              aria-pressed={view === 'list'}
              onClick={() => choose('list')}
            >
              <ListIcon aria-hidden /> List
            </Button>
            <Button
              variant={view === 'board' ? 'default' : 'outline'}
              className="rounded-l-none"
              aria-pressed={view === 'board'}
              onClick={() => choose('board')}
            >
              <KanbanSquareIcon aria-hidden /> Board
            </Button>
          </div>
        </fieldset>
        {view === 'list' && listControls()}
      </div>
      {jobs.isPending ? (
        <Spinner label="Loading jobs" />
      ) : jobs.isError ? (
        <p role="alert" className="text-danger">
          Could not load your jobs. Please reload the page.
        </p>
      ) : view === 'board' ? (
        <>
          <ArchivedNote
            count={jobs.data.filter((job) => job.archivedAt !== null).length}
            onShow={() => {
              setShowingArchived(true);
              choose('list');
            }}
          />
          <JobBoard jobs={jobs.data} />
        </>
      ) : (
        <JobList jobs={visibleJobs(jobs.data, sort, status, isShowingArchived)} total={jobs.data.length} />
      )}
      <UpcomingEvents />
      <Card>
        <CardContent className="p-5">
          <CalendarFeedControls />
        </CardContent>
      </Card>
    </main>
  );

  // A render helper, not a component: it reads the page's state and keeps its fields mounted.
  function listControls() {
    return (
      <>
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
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="jobs-archived"
            checked={isShowingArchived}
            onCheckedChange={(checked) => setShowingArchived(checked === true)}
          />
          <Label htmlFor="jobs-archived">Show archived jobs</Label>
        </div>
      </>
    );
  }
}

function ArchivedNote({ count, onShow }: { count: number; onShow(): void }) {
  if (count === 0) return null;
  return (
    <p className="text-muted-foreground text-sm">
      {count === 1 ? '1 archived job is' : `${count} archived jobs are`} not on the board.{' '}
      <button type="button" className="text-brand-700 underline" onClick={onShow}>
        Show archived jobs in the list
      </button>
    </p>
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
          <div className="flex flex-wrap gap-2">
            {job.archivedAt && <Badge variant="outline">Archived</Badge>}
            <Badge variant="secondary">{JOB_STATUS_LABELS[job.status]}</Badge>
          </div>
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
