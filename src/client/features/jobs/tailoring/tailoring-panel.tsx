import { BriefcaseIcon, ChevronDownIcon, ChevronUpIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Resume } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { TAILORING_TEXTS } from '../../../lib/i18n/namespaces/tailoring';
import { useT } from '../../../lib/i18n/use-t';
import { useDrafts } from '../../../shared/drafts/list-drafts';
import { useJob } from '../jobs-api';
import { TailoringJobMatch } from './tailoring-job-match';
import {
  type FirstReport,
  readTailoringMemory,
  type TailoringMemory,
  writeTailoringMemory,
} from './tailoring-memory';

export interface TailoringPanelProps {
  /** The open draft (the builder's local copy is linked to it) and its owner. */
  draftId: string;
  userId: string;
  resume: Resume;
  /** A column beside the form on wide screens; a band above the form, whose list folds away, on narrow ones. */
  placement: 'column' | 'inline';
}

/** This draft's memory, kept in step with the browser's copy. */
function useMemory(draftId: string) {
  const [memory, setMemory] = useState(() => readTailoringMemory(draftId));
  const remember = useCallback(
    (entry: TailoringMemory) => {
      writeTailoringMemory(draftId, entry);
      setMemory(entry);
    },
    [draftId],
  );
  return [memory, remember] as const;
}

/**
 * The job a tailored copy was made for, beside the builder (issue 35 item 7). The draft names its job on the
 * server (resume_drafts.job_id, read through the drafts list); this browser remembers it too, with whether the
 * panel is shown. The job is read through GET /api/jobs/{id}, so another user's or a deleted job is a 404: the
 * panel then says the job is gone and the builder works on. Renders nothing for a draft made for no job.
 */
export function TailoringPanel({ draftId, userId, resume, placement }: TailoringPanelProps) {
  const { t } = useT(TAILORING_TEXTS);
  const drafts = useDrafts(userId);
  const [memory, remember] = useMemory(draftId);
  const serverJobId = drafts.data?.find((draft) => draft.id === draftId)?.jobId ?? null;
  const jobId = serverJobId ?? memory?.jobId ?? null;
  const job = useJob(jobId ?? '', jobId !== null);
  // On a phone the list folds away under the title and score, so the form stays in view.
  const [isListShown, setIsListShown] = useState(placement === 'column');
  const titleId = useId();
  const listId = useId();

  useEffect(() => {
    if (serverJobId && serverJobId !== memory?.jobId) remember({ jobId: serverJobId, isOpen: true });
  }, [serverJobId, memory?.jobId, remember]);
  const onFirst = useCallback(
    (first: FirstReport) => {
      if (jobId) remember({ jobId, isOpen: true, ...readTailoringMemory(draftId), first });
    },
    [draftId, jobId, remember],
  );

  if (!jobId) return null;
  const isColumn = placement === 'column';
  if (memory?.isOpen === false) {
    return (
      <div
        className={cn(
          'shrink-0 border-border bg-background',
          isColumn ? 'border-s p-2' : 'border-b px-4 py-2',
        )}
      >
        <Button variant="outline" size="sm" onClick={() => remember({ ...memory, isOpen: true })}>
          <BriefcaseIcon aria-hidden="true" />
          {t('panel.show')}
        </Button>
      </div>
    );
  }

  const isGone = job.error instanceof ApiError && job.error.status === 404;
  const heading = job.data
    ? job.data.company.trim()
      ? t('panel.title', { title: job.data.title, company: job.data.company })
      : t('panel.titleNoCompany', { title: job.data.title })
    : t('panel.label');
  return (
    <aside
      aria-labelledby={titleId}
      // The builder's preview column narrows while this column is open (builder-layout.tsx, peer-data).
      data-job-panel="open"
      className={cn('border-border bg-background', isColumn ? 'peer w-80 shrink-0 border-s' : 'border-b')}
    >
      <div
        className={cn(
          'flex flex-col gap-3 overflow-y-auto',
          isColumn ? 'sticky top-0 max-h-dvh p-4' : 'max-h-[60dvh] px-4 py-3',
        )}
      >
        <h2 id={titleId} className="break-words font-semibold">
          {heading}
        </h2>
        <div className="flex flex-wrap gap-1">
          {isColumn || !job.data ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={isListShown}
              aria-controls={listId}
              onClick={() => setIsListShown((shown) => !shown)}
            >
              {isListShown ? <ChevronUpIcon aria-hidden="true" /> : <ChevronDownIcon aria-hidden="true" />}
              {isListShown ? t('panel.hideList') : t('panel.showList')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => remember({ jobId, ...memory, isOpen: false })}>
            <XIcon aria-hidden="true" />
            {t('panel.hide')}
          </Button>
        </div>
        {job.isPending ? (
          <Spinner size="sm" label={t('panel.loadingJob')} />
        ) : job.isError ? (
          <>
            <p role="alert" className="text-sm text-muted-foreground">
              {isGone ? t('panel.jobGone') : t('panel.jobFailed')}
            </p>
            {isGone ? null : (
              <Button variant="outline" size="sm" className="self-start" onClick={() => void job.refetch()}>
                {t('panel.retry')}
              </Button>
            )}
          </>
        ) : (
          <TailoringJobMatch
            job={job.data}
            resume={resume}
            remembered={memory?.first}
            onFirst={onFirst}
            listId={listId}
            isListShown={isListShown || isColumn}
          />
        )}
      </div>
    </aside>
  );
}
