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
import { JOBS_TEXTS } from '../../lib/i18n/namespaces/jobs';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
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
  const { t } = useT(JOBS_TEXTS);
  const { id = '' } = useParams<{ id: string }>();
  const { user, isLoading } = useCurrentUser();
  const job = useJob(id, user !== null);
  // The tab names the job (its title is the user's, kept as written) once it has arrived.
  usePageTitle(job.data ? 'job.named' : 'job', job.data ? { name: job.data.title } : undefined);
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
        <h1 className="font-bold text-3xl">{t('job.notFound')}</h1>
        <p role="alert">
          {job.error instanceof ApiError && job.error.status === 404 ? t('job.missing') : t('job.loadFailed')}
        </p>
        <Link href="/jobs" className="text-brand-700 underline">
          {t('job.back')}
        </Link>
      </main>
    );

  const current = job.data;
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link href="/jobs" className="text-brand-700 text-sm underline-offset-4 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('job.allJobs')}
        </Link>
        <h1 className="break-words font-bold text-3xl" translate="no">
          {current.title}
        </h1>
        <p className="text-muted-foreground" translate="no">
          {[current.company, current.location].filter(Boolean).join(' · ')}
        </p>
        {current.link && (
          <a
            href={current.link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 self-start break-all text-brand-700 text-sm underline"
          >
            {t('job.viewAd')} <ExternalLinkIcon aria-hidden className="size-4 rtl:-scale-x-100" />
          </a>
        )}
        <Link
          href={`/cover-letters/new?jobId=${encodeURIComponent(current.id)}`}
          className="self-start text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          {t('job.writeLetter')}
        </Link>
      </div>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="font-semibold text-xl">{t('job.status')}</h2>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="job-status">{t('job.where')}</Label>
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
            {update.isPending && <Spinner size="sm" label={t('job.saving')} />}
          </div>
          {update.isError && (
            <p role="alert" className="text-danger text-sm">
              {t('job.saveFailed')}
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
          <h2 className="font-semibold text-xl">{t('job.matchTitle')}</h2>
          {drafts.isPending ? (
            <Spinner label={t('job.loadingResumes')} />
          ) : drafts.isError ? (
            <p role="alert" className="text-danger">
              {t('job.resumesFailed')}
            </p>
          ) : (
            <MatchPanel job={current} drafts={drafts.data} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-4 p-5">
          <h2 className="font-semibold text-xl">{t('job.details')}</h2>
          <JobForm
            // Not remounted by a status change: details being typed stay.
            key={current.id}
            initial={{ ...current, link: current.link ?? '' }}
            submitLabel={t('job.saveChanges')}
            pendingLabel={t('saving')}
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
        {t('job.delete')}
      </Button>
      <AlertDialog
        open={isConfirmingDelete}
        onOpenChange={(open) => !remove.isPending && setConfirmingDelete(open)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('job.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('job.deleteText', { title: current.title, company: current.company })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{t('job.cancel')}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(current.id, { onSuccess: () => navigate('/jobs') })}
            >
              {remove.isPending ? t('job.deleting') : t('job.deleteConfirm')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </main>
  );
}
