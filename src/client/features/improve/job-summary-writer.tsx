import { useMutation } from '@tanstack/react-query';
import { SparklesIcon } from 'lucide-react';
import type { GenerateSummaryRequest, GenerateSummaryResponse } from '../../../domain/ai-api';
import type { JobMatchReport } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/http';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { useT } from '../../lib/i18n/use-t';

/**
 * The summary request for a job: the resume's own content (the writer never adds what it does not hold), the
 * ad's title as the target, and the skills the ad asks for that the resume has, first.
 */
export function summaryRequestFor(resume: Resume, report: JobMatchReport): GenerateSummaryRequest {
  const wanted = new Set(
    report.matched.filter((m) => m.kind === 'hard').map((m) => (m.label ?? m.term).toLowerCase()),
  );
  const skills = [...resume.skills].sort(
    (a, b) => Number(wanted.has(b.name.toLowerCase())) - Number(wanted.has(a.name.toLowerCase())),
  );
  return {
    personalDetails: {
      ...resume.personalDetails,
      jobTitle: report.requirements.jobTitle ?? resume.personalDetails.jobTitle,
    },
    experience: resume.experience,
    education: resume.education,
    skills,
  };
}

async function writeSummaries(request: GenerateSummaryRequest): Promise<string[]> {
  const response = await apiRequest('POST', '/api/generate-summary', request);
  return ((await response.json()) as GenerateSummaryResponse).suggestions;
}

/** "Write a summary for this job": three suggestions from the resume's content, one chosen replaces the summary. */
export function JobSummaryWriter({
  resume,
  report,
  onUse,
}: {
  resume: Resume;
  report: JobMatchReport;
  onUse: (summary: string) => void;
}) {
  const { t } = useT(IMPROVE_TEXTS);
  const write = useMutation({ mutationFn: () => writeSummaries(summaryRequestFor(resume, report)) });
  return (
    <section aria-labelledby="job-summary-heading" className="flex flex-col gap-2">
      <h3 id="job-summary-heading" className="font-semibold">
        {t('summary.heading')}
      </h3>
      <Button
        variant="outline"
        className="self-start"
        onClick={() => write.mutate()}
        disabled={write.isPending}
      >
        {write.isPending ? (
          <Spinner size="sm" label={t('summary.writing')} />
        ) : (
          <SparklesIcon aria-hidden="true" />
        )}
        {t('summary.write')}
      </Button>
      {write.isError && <p className="text-sm text-danger">{t('summary.failed')}</p>}
      {write.data && (
        <ul className="flex flex-col gap-2 text-sm" aria-label={t('summary.suggestions')}>
          {write.data.map((suggestion) => (
            <li key={suggestion} className="flex flex-col gap-2 rounded-md border p-3">
              <p>{suggestion}</p>
              <Button size="sm" variant="secondary" className="self-start" onClick={() => onUse(suggestion)}>
                {t('summary.use')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">{t('summary.note')}</p>
    </section>
  );
}
