import { ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { JobStatus } from '../../../domain/jobs-api';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { useCoverLetters } from '../../shared/cover-letters/cover-letter-queries';
import { useDrafts } from '../../shared/drafts/list-drafts';
import { useCurrentUser } from '../../shared/session/current-user';
import { ArchiveControls } from './components/archive-controls';
import { JobContacts } from './components/job-contacts';
import { JobEvents } from './components/job-events';
import { JobForm } from './components/job-form';
import { JobStatusSelect } from './components/job-status-select';
import { MatchPanel } from './components/match-panel';
import { NextStepForm } from './components/next-step-form';
import { SentPanel } from './components/sent-panel';
import { SignInNotice } from './components/sign-in-notice';
import { StatusHistory } from './components/status-history';
import { useDeleteJob, useJob, useUpdateJob } from './jobs-api';
import { PageSpinner } from './jobs-page';

/** /jobs/{id}: the job's status and its history, the match report against a resume, and its details to edit. */
export default function JobPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useCurrentUser();
  const job = useJob(id, user !== null);
  const drafts = useDrafts(user?.id);
  const update = useUpdateJob(id);
  const remove = useDeleteJob();
  const [, navigate] = useLocation();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const letters = useCoverLetters(user !== null);
  // Marking the job applied here asks what was sent (issue 35 item 4).
  const search = useSearch();
  const [isAskingSent, setAskingSent] = useState(() => new URLSearchParams(search).get('sent') === 'ask');

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInNotice />;
  if (job.isPending) return <PageSpinner />;
  if (job.isError)
    return (
      <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
        <h1 className="font-bold text-3xl">Job not found</h1>
        <p role="alert">
          {job.error instanceof ApiError && job.error.status === 404
            ? 'This job does not exist or was deleted.'
            : 'Could not load the job. Please reload the page.'}
        </p>
        <Link href="/jobs" className="text-brand-700 underline">
          Back to your jobs
        </Link>
      </main>
    );

  const current = job.data;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link href="/jobs" className="text-brand-700 text-sm underline-offset-4 hover:underline">
          ← All jobs
        </Link>
        <h1 className="break-words font-bold text-3xl">{current.title}</h1>
        <p className="text-muted-foreground">
          {[current.company, current.location].filter(Boolean).join(' · ')}
        </p>
        {current.link && (
          <a
            href={current.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start break-all text-brand-700 text-sm underline"
          >
            View the ad <ExternalLinkIcon aria-hidden className="size-4" />
          </a>
        )}
        <Link
          href={`/cover-letters/new?jobId=${encodeURIComponent(current.id)}`}
          className="self-start text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          Write a cover letter for this job
        </Link>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="font-semibold text-xl">Status</h2>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="job-status">Where you are with this job</Label>
              <JobStatusSelect
                id="job-status"
                value={current.status}
                disabled={update.isPending}
                onChange={(status) =>
                  update.mutate(
                    { status: status as JobStatus },
                    { onSuccess: () => setAskingSent(status === 'applied') },
                  )
                }
              />
            </div>
            {update.isPending && <Spinner size="sm" label="Saving" />}
          </div>
          {update.isError && (
            <p role="alert" className="text-danger text-sm">
              Could not save the change. Please try again.
            </p>
          )}
          <StatusHistory history={current.statusHistory} />
        </CardContent>
      </Card>

      {drafts.isSuccess && (
        <Card>
          <CardContent className="p-5">
            <SentPanel
              job={current}
              drafts={drafts.data}
              letters={letters.data ?? []}
              isAsking={isAskingSent}
              onAsked={() => setAskingSent(false)}
            />
          </CardContent>
        </Card>
      )}

      <Card>
        <CardContent className="p-5">
          <NextStepForm key={current.id} job={current} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="p-5">
          <JobEvents jobId={current.id} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="p-5">
          <JobContacts job={current} />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="font-semibold text-xl">How well your resume matches</h2>
          {drafts.isPending ? (
            <Spinner label="Loading your resumes" />
          ) : drafts.isError ? (
            <p role="alert" className="text-danger">
              Could not load your resumes. Please reload the page.
            </p>
          ) : (
            <MatchPanel job={current} drafts={drafts.data} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="font-semibold text-xl">Job details</h2>
          <JobForm
            // Not remounted by a status change: details being typed stay.
            key={current.id}
            initial={{ ...current, link: current.link ?? '' }}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            onSubmit={(fields) => update.mutateAsync(fields)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="p-5">
          <ArchiveControls job={current} />
        </CardContent>
      </Card>

      <Button variant="outline" className="self-start" onClick={() => setConfirmingDelete(true)}>
        Delete job
      </Button>
      <AlertDialog
        open={isConfirmingDelete}
        onOpenChange={(open) => !remove.isPending && setConfirmingDelete(open)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this job?</AlertDialogTitle>
            <AlertDialogDescription>
              "{current.title}" at {current.company} will be deleted. Resumes tailored for it are kept.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(current.id, { onSuccess: () => navigate('/jobs') })}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}
