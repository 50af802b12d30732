import { KanbanSquareIcon, ListIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { JobStatus } from '../../../domain/jobs-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { fieldClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { JOBS_TEXTS } from '../../lib/i18n/namespaces/jobs';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
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
  const { t } = useT(JOBS_TEXTS);
  usePageTitle('jobs');
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
        <h1 className="font-bold text-3xl">{t('list.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <JobCsvActions />
          {!isAdding && (
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden /> {t('list.add')}
            </Button>
          )}
        </div>
      </div>
      {isAdding && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-5">
            <h2 className="font-semibold text-xl">{t('list.add')}</h2>
            <JobLinkForm
              onSave={async (url) => {
                const job = await fromLink.mutateAsync(url);
                navigate(`/jobs/${job.id}`);
              }}
            />
            <p className="text-muted-foreground text-sm">{t('list.orFillIn')}</p>
            <JobForm
              submitLabel={t('list.save')}
              pendingLabel={t('saving')}
              onSubmit={async (fields) => {
                const job = await create.mutateAsync(fields);
                navigate(`/jobs/${job.id}`);
              }}
            />
            <Button variant="ghost" className="self-start" onClick={() => setAdding(false)}>
              {t('list.cancel')}
            </Button>
          </CardContent>
        </Card>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-medium text-sm">{t('list.view')}</legend>
          <div className="flex">
            <Button
              variant={view === 'list' ? 'default' : 'outline'}
              className="rounded-e-none"
              aria-pressed={view === 'list'}
              onClick={() => choose('list')}
            >
              <ListIcon aria-hidden /> {t('list.viewList')}
            </Button>
            <Button
              variant={view === 'board' ? 'default' : 'outline'}
              className="rounded-s-none"
              aria-pressed={view === 'board'}
              onClick={() => choose('board')}
            >
              <KanbanSquareIcon aria-hidden /> {t('list.viewBoard')}
            </Button>
          </div>
        </fieldset>
        {view === 'list' && listControls()}
      </div>
      {jobs.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : jobs.isError ? (
        <p role="alert" className="text-danger">
          {t('list.loadFailed')}
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
          <Label htmlFor="jobs-filter">{t('list.status')}</Label>
          <JobStatusSelect id="jobs-filter" value={status} onChange={setStatus} withAll />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="jobs-sort">{t('list.sortBy')}</Label>
          <select
            id="jobs-sort"
            className={cn(fieldClasses, 'h-10 w-auto')}
            value={sort}
            onChange={(event) => setSort(event.target.value as JobSort)}
          >
            {JOB_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
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
          <Label htmlFor="jobs-archived">{t('list.showArchived')}</Label>
        </div>
      </>
    );
  }
}

function ArchivedNote({ count, onShow }: { count: number; onShow(): void }) {
  const { t } = useT(JOBS_TEXTS);
  if (count === 0) return null;
  return (
    <p className="text-muted-foreground text-sm">
      {t('list.archivedNote', { count })}{' '}
      <button type="button" className="text-brand-700 underline" onClick={onShow}>
        {t('list.showArchivedInList')}
      </button>
    </p>
  );
}

function JobList({ jobs, total }: { jobs: ReturnType<typeof visibleJobs>; total: number }) {
  const { t, language } = useT(JOBS_TEXTS);
  if (total === 0) return <p className="text-muted-foreground">{t('list.empty')}</p>;
  if (jobs.length === 0) return <p className="text-muted-foreground">{t('list.noneWithStatus')}</p>;
  return (
    <ul className="divide-y rounded-lg border" aria-label={t('list.label')}>
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
              translate="no"
            >
              {job.title}
            </Link>
            <p className="text-muted-foreground text-sm">
              <span translate="no">{[job.company, job.location].filter(Boolean).join(' · ')}</span>
              {' · '}
              {withTags(t('list.updated', { date: formatJobDate(job.updatedAt, intlLocale(language)) }), {
                date: (date) => <time dateTime={job.updatedAt}>{date}</time>,
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {job.archivedAt && <Badge variant="outline">{t('list.archived')}</Badge>}
            <Badge variant="secondary">{t(`status.${job.status}`)}</Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PageSpinner() {
  const { t } = useT(JOBS_TEXTS);
  return (
    <main className="flex flex-1 items-center justify-center">
      <Spinner label={t('loading')} />
    </main>
  );
}
