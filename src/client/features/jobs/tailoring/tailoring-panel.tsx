import { ArrowRightIcon, BriefcaseIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { Job } from '../../../../domain/jobs-api';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { TAILORING_TEXTS } from '../../../lib/i18n/namespaces/tailoring';
import { useT } from '../../../lib/i18n/use-t';
import { useDrafts } from '../../../shared/drafts/list-drafts';
import { useJob } from '../jobs-api';
import { TailoringChecklist } from './tailoring-checklist';
import { doneCount, tailoringItems } from './tailoring-items';
import { readTailoringMemory, writeTailoringMemory } from './tailoring-memory';
import { TailoringScore } from './tailoring-score';
import { useLiveMatch } from './use-live-match';

export interface TailoringPanelProps {
  /** The open draft (the builder's local copy is linked to it) and its owner. */
  draftId: string;
  userId: string;
  resume: Resume;
  /** A column beside the form on wide screens; a band above the form, whose list folds away, on narrow ones. */
  placement: 'column' | 'inline';
}

/**
 * The job a tailored copy was made for, beside the builder (issue 35 item 7). The draft names its job on the
 * server (resume_drafts.job_id, read through the drafts list); this browser remembers it too, with whether the
 * panel is shown. The job is read through GET /api/jobs/{id}, so another user's or a deleted job is a 404: the
 * panel then says the job is gone and the builder works on. Renders nothing for a draft made for no job.
 */
export function TailoringPanel({ draftId, userId, resume, placement }: TailoringPanelProps) {
  const drafts = useDrafts(userId);
  const [memory, setMemory] = useState(() => readTailoringMemory(draftId));
  const serverJobId = drafts.data?.find((draft) => draft.id === draftId)?.jobId ?? null;
  const jobId = serverJobId ?? memory?.jobId ?? null;
  const isOpen = memory?.isOpen ?? true;

  useEffect(() => {
    if (serverJobId && serverJobId !== memory?.jobId) {
      const entry = { jobId: serverJobId, isOpen: true };
      writeTailoringMemory(draftId, entry);
      setMemory(entry);
    }
  }, [draftId, serverJobId, memory?.jobId]);

  if (!jobId) return null;
  const setOpen = (open: boolean) => {
    const entry = { jobId, isOpen: open };
    writeTailoringMemory(draftId, entry);
    setMemory(entry);
  };
  return (
    <PanelFrame placement={placement} isOpen={isOpen} onOpenChange={setOpen}>
      {(titleId) => <PanelBody jobId={jobId} resume={resume} titleId={titleId} />}
    </PanelFrame>
  );
}

function PanelFrame({
  placement,
  isOpen,
  onOpenChange,
  children,
}: {
  placement: TailoringPanelProps['placement'];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: (titleId: string) => ReactNode;
}) {
  const { t } = useT(TAILORING_TEXTS);
  const titleId = useId();
  const isColumn = placement === 'column';
  if (!isOpen) {
    return (
      <div
        className={
          isColumn
            ? 'shrink-0 border-l border-border bg-background p-2'
            : 'border-b border-border bg-background px-4 py-2'
        }
      >
        <Button variant="outline" size="sm" onClick={() => onOpenChange(true)}>
          <BriefcaseIcon aria-hidden="true" />
          {t('panel.show')}
        </Button>
      </div>
    );
  }
  return (
    <aside
      aria-labelledby={titleId}
      // The builder's preview column narrows while this column is open (builder-layout.tsx, peer-data).
      data-job-panel="open"
      className={
        isColumn
          ? 'peer w-80 shrink-0 border-l border-border bg-background'
          : 'border-b border-border bg-background'
      }
    >
      <div
        className={
          isColumn
            ? 'sticky top-0 flex max-h-dvh flex-col gap-3 overflow-y-auto p-4'
            : 'flex max-h-[45dvh] flex-col gap-3 overflow-y-auto px-4 py-3'
        }
      >
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => onOpenChange(false)}>
            <XIcon aria-hidden="true" />
            {t('panel.hide')}
          </Button>
        </div>
        {children(titleId)}
      </div>
    </aside>
  );
}

function PanelBody({ jobId, resume, titleId }: { jobId: string; resume: Resume; titleId: string }) {
  const { t } = useT(TAILORING_TEXTS);
  const job = useJob(jobId, true);
  if (job.isPending)
    return (
      <>
        <h2 id={titleId} className="sr-only">
          {t('panel.label')}
        </h2>
        <Spinner size="sm" label={t('panel.loadingJob')} />
      </>
    );
  if (job.isError) {
    const isGone = job.error instanceof ApiError && job.error.status === 404;
    return (
      <>
        <h2 id={titleId} className="font-semibold">
          {t('panel.label')}
        </h2>
        <p role="alert" className="text-sm text-muted-foreground">
          {isGone ? t('panel.jobGone') : t('panel.jobFailed')}
        </p>
        {isGone ? null : (
          <Button variant="outline" size="sm" className="self-start" onClick={() => void job.refetch()}>
            {t('panel.retry')}
          </Button>
        )}
      </>
    );
  }
  return <JobMatch job={job.data} resume={resume} titleId={titleId} />;
}

function JobMatch({ job, resume, titleId }: { job: Job; resume: Resume; titleId: string }) {
  const { t } = useT(TAILORING_TEXTS);
  const match = useLiveMatch(job, resume);
  const items = useMemo(
    () => (match.first && match.latest ? tailoringItems(match.first, match.latest) : []),
    [match.first, match.latest],
  );
  const title = job.company.trim()
    ? t('panel.title', { title: job.title, company: job.company })
    : t('panel.titleNoCompany', { title: job.title });
  return (
    <>
      <h2 id={titleId} className="font-semibold break-words">
        {title}
      </h2>
      <Link
        href={`/jobs/${encodeURIComponent(job.id)}`}
        className="inline-flex items-center gap-1 self-start text-sm text-brand-700 underline underline-offset-2"
      >
        {t('panel.openJob')}
        <ArrowRightIcon aria-hidden="true" className="size-3.5" />
      </Link>
      {job.description.trim() === '' ? (
        <p className="text-sm text-muted-foreground">{t('panel.noAd')}</p>
      ) : (
        <>
          <TailoringScore match={match} />
          {items.length > 0 ? (
            <>
              <p className="text-xs text-muted-foreground">
                {t('items.progress', { done: doneCount(items), total: items.length })}
              </p>
              <TailoringChecklist items={items} resume={resume} />
            </>
          ) : null}
        </>
      )}
    </>
  );
}
