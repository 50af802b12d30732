import { useMutation } from '@tanstack/react-query';
import { SearchCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { MAX_JOB_DESCRIPTION_CHARS } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { ApiError, serverTextLang } from '../../lib/http';
import { formatNumber } from '../../lib/i18n/format-price';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { useT } from '../../lib/i18n/use-t';
import { analyseJobMatch } from '../../shared/job-match/job-match-calls';
import type { ReplaceBullet } from '../../shared/job-match/keyword-bullet';
import { MatchReport } from '../../shared/job-match/match-report';
import { JobSummaryWriter } from './job-summary-writer';

// The pasted ad survives going to a builder step to fix something and coming back (this tab only).
const AD_KEY = 'improve-job-ad';

interface SavedAd {
  jobTitle: string;
  jobDescription: string;
}

function readSavedAd(): SavedAd {
  try {
    const saved = JSON.parse(sessionStorage.getItem(AD_KEY) ?? 'null') as Partial<SavedAd> | null;
    return { jobTitle: String(saved?.jobTitle ?? ''), jobDescription: String(saved?.jobDescription ?? '') };
  } catch {
    return { jobTitle: '', jobDescription: '' };
  }
}

function saveAd(ad: SavedAd) {
  try {
    sessionStorage.setItem(AD_KEY, JSON.stringify(ad));
  } catch {
    // Storage full or blocked: the ad stays in the form for this visit.
  }
}

/** Paste a job ad and see how the resume matches it; missing skills can be added after the user confirms. */
export function JobMatchPanel({
  resume,
  onAddSkill,
  onReplaceBullet,
  onUseSummary,
}: {
  resume: Resume;
  onAddSkill: (name: string) => void;
  onReplaceBullet: ReplaceBullet;
  onUseSummary: (summary: string) => void;
}) {
  const { t, language } = useT(IMPROVE_TEXTS);
  const [ad, setAd] = useState(readSavedAd);
  const match = useMutation({
    mutationFn: (input: SavedAd) =>
      analyseJobMatch({
        resume,
        jobDescription: input.jobDescription,
        jobTitle: input.jobTitle || undefined,
      }),
  });
  const change = (fields: Partial<SavedAd>) => {
    const next = { ...ad, ...fields };
    setAd(next);
    saveAd(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    match.mutate(ad);
  };
  const error = match.error instanceof ApiError ? match.error : undefined;
  const fieldError = error?.fieldErrors?.jobDescription;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="job-title">{t('match.jobTitle')}</Label>
          <Input
            id="job-title"
            value={ad.jobTitle}
            maxLength={200}
            onChange={(event) => change({ jobTitle: event.target.value })}
            placeholder={t('match.jobTitlePlaceholder')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="job-description">{t('match.description')}</Label>
          <Textarea
            id="job-description"
            rows={8}
            value={ad.jobDescription}
            maxLength={MAX_JOB_DESCRIPTION_CHARS}
            onChange={(event) => change({ jobDescription: event.target.value })}
            placeholder={t('match.descriptionPlaceholder')}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby="job-description-help"
          />
          <p id="job-description-help" className="text-xs text-muted-foreground">
            {fieldError ? (
              // The server's own words, in the language the request named.
              <span lang={serverTextLang(language)} className="text-danger">
                {fieldError}
              </span>
            ) : (
              t('match.length', {
                length: formatNumber(ad.jobDescription.length, language),
                max: formatNumber(MAX_JOB_DESCRIPTION_CHARS, language),
              })
            )}
          </p>
        </div>
        <Button type="submit" className="self-start" disabled={match.isPending}>
          {match.isPending ? (
            <Spinner size="sm" label={t('match.checking')} />
          ) : (
            <SearchCheckIcon aria-hidden="true" />
          )}
          {t('match.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {error && !fieldError && (
          // The server's own words are English (marked so); without them, ours in the interface language.
          <p className="text-sm text-danger" lang={error.serverMessage ? 'en' : undefined}>
            {error.serverMessage ?? t('match.failed')}
          </p>
        )}
        {match.isError && !error && <p className="text-sm text-danger">{t('match.offline')}</p>}
        {match.data && (
          <div className="flex flex-col gap-6">
            <MatchReport
              report={match.data}
              resume={resume}
              onAddSkill={onAddSkill}
              onReplaceBullet={onReplaceBullet}
            />
            <JobSummaryWriter resume={resume} report={match.data} onUse={onUseSummary} />
          </div>
        )}
      </div>
    </div>
  );
}
