import { ArrowRightIcon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { Job } from '../../../../domain/jobs-api';
import type { Resume } from '../../../../domain/resume';
import { TAILORING_TEXTS } from '../../../lib/i18n/namespaces/tailoring';
import { useT } from '../../../lib/i18n/use-t';
import { TailoringChecklist } from './tailoring-checklist';
import { doneCount, tailoringItems } from './tailoring-items';
import type { FirstReport } from './tailoring-memory';
import { TailoringScore } from './tailoring-score';
import { useLiveMatch } from './use-live-match';

/** The job's score for the resume as it is, and its list of what to add and fix, ticked off as it is done. */
export function TailoringJobMatch({
  job,
  resume,
  remembered,
  onFirst,
  listId,
  isListShown,
}: {
  job: Job;
  resume: Resume;
  remembered: FirstReport | undefined;
  onFirst: (first: FirstReport) => void;
  listId: string;
  isListShown: boolean;
}) {
  const { t } = useT(TAILORING_TEXTS);
  const match = useLiveMatch(job, resume, remembered, onFirst);
  const items = useMemo(
    () => (match.first && match.latest ? tailoringItems(match.first, match.latest) : []),
    [match.first, match.latest],
  );
  if (job.description.trim() === '')
    return <p className="text-sm text-muted-foreground">{t('panel.noAd')}</p>;
  return (
    <>
      <TailoringScore match={match} />
      <div id={listId} hidden={!isListShown} className="flex flex-col gap-3">
        <Link
          href={`/jobs/${encodeURIComponent(job.id)}`}
          className="inline-flex items-center gap-1 self-start text-sm text-brand-700 underline underline-offset-2"
        >
          {t('panel.openJob')}
          <ArrowRightIcon aria-hidden="true" className="size-3.5" />
        </Link>
        {items.length > 0 ? (
          <>
            <p className="text-xs text-muted-foreground">
              {t('items.progress', { done: doneCount(items), total: items.length })}
            </p>
            <TailoringChecklist items={items} resume={resume} />
          </>
        ) : null}
      </div>
    </>
  );
}
