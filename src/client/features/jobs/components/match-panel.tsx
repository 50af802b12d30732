import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ListedDraft } from '../../../../domain/draft-api';
import type { Job } from '../../../../domain/jobs-api';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../../lib/http';
import { JOBS_TEXTS } from '../../../lib/i18n/namespaces/jobs';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import { MatchReport } from '../../../shared/job-match/match-report';
import { ResumeChecksList } from '../../../shared/job-match/resume-checks-list';
import { useAddSkill, useJobMatch, useReplaceBullet, useTailorJob } from '../jobs-api';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;

/**
 * The job's match report against a chosen draft (the tailored copy when there is one), with 'add this missing
 * skill' (the shared report asks the user to confirm it is true; the skill goes to the chosen draft through the
 * draft save API with its version) and 'Tailor for this job'.
 */
export function MatchPanel({ job, drafts }: { job: Job; drafts: ListedDraft[] }) {
  const { t } = useT(JOBS_TEXTS);
  const [, navigate] = useLocation();
  const tailored = drafts.find((draft) => draft.jobId === job.id);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const draft = drafts.find((entry) => entry.id === chosenId) ?? tailored ?? drafts[0];
  const match = useJobMatch(job, draft);
  const tailor = useTailorJob(job.id);
  const addSkill = useAddSkill();
  const replaceBullet = useReplaceBullet();

  if (!draft)
    return (
      <p>
        {withTags(t('match.noResume'), {
          create: (chunk) => (
            <a href="/write/personal-details?new=true" className="text-brand-700 underline">
              {chunk}
            </a>
          ),
        })}
      </p>
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor="match-draft">{t('match.resume')}</Label>
          <select
            id="match-draft"
            className={cn(fieldClasses, 'h-10 w-auto max-w-full')}
            translate="no"
            value={draft.id}
            onChange={(event) => setChosenId(event.target.value)}
          >
            {drafts.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </select>
        </div>
        <Button
          disabled={tailor.isPending}
          onClick={() =>
            tailor.mutate(draft.id, {
              onSuccess: (copy) =>
                navigate(`/write/personal-details?resumeId=${encodeURIComponent(copy.id)}`),
            })
          }
        >
          {tailor.isPending ? t('match.tailoring') : t('match.tailor')}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">{t('match.tailorHint', { title: draft.title })}</p>
      {tailor.isError && (
        <p role="alert" className="text-danger text-sm">
          {errorText(tailor.error, t('match.tailorFailed'))}
        </p>
      )}
      {job.description.trim() === '' ? (
        <p>{t('match.noAd')}</p>
      ) : match.isPending ? (
        <Spinner label={t('match.analysing')} />
      ) : match.isError ? (
        <p role="alert" className="text-danger">
          {errorText(match.error, t('match.failed'))}
        </p>
      ) : (
        <div className="flex flex-col gap-6" data-testid="match-report">
          <p className="text-muted-foreground text-sm">{t('match.savedTo', { title: draft.title })}</p>
          <MatchReport
            report={match.data}
            resume={draft.data}
            onAddSkill={async (skill) => {
              await addSkill.mutateAsync({ draft, skill });
            }}
            onReplaceBullet={async (bullet, text) => {
              await replaceBullet.mutateAsync({ draft, bullet, text });
            }}
          />
          <section aria-labelledby="writing-check-heading" className="flex flex-col gap-2">
            <h3 id="writing-check-heading" className="font-semibold">
              {t('match.writingCheck')}
            </h3>
            <ResumeChecksList checks={match.data.checks} resume={draft.data} />
          </section>
        </div>
      )}
      {addSkill.isError && (
        <p role="alert" className="text-danger text-sm">
          {addSkill.error instanceof ApiError && addSkill.error.status === 409
            ? t('match.conflict')
            : errorText(addSkill.error, t('match.addFailed'))}
        </p>
      )}
    </div>
  );
}
