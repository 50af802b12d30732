import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { COVER_LETTER_TONES, type CoverLetterTone } from '../../../domain/cover-letter-generation-api';
import type { Job } from '../../../domain/jobs-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import { LETTER_TEXTS } from '../../lib/i18n/namespaces/letters';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import type { GenerateLetterRequest } from './generate-cover-letter';
import { LetterField, LetterSelect } from './letter-field';

/**
 * 'Write it for me': from the chosen resume and either the chosen saved job or a pasted ad. Generation itself
 * is the caller's (it replaces the body and remembers the request for 'Regenerate').
 */
export function WriteForMe({
  resume,
  job,
  isWriting,
  error,
  onWrite,
}: {
  resume: Resume | undefined;
  /** The saved job the letter is for; without one, the user pastes the ad. */
  job: Job | undefined;
  isWriting: boolean;
  error: string | null;
  onWrite(request: Omit<GenerateLetterRequest, 'variant'>): void;
}) {
  const { t } = useT(LETTER_TEXTS);
  const [ad, setAd] = useState('');
  const [jobTitle, setJobTitle] = useState('');
  const [company, setCompany] = useState('');
  const [tone, setTone] = useState<CoverLetterTone>('formal');
  const write = () => {
    if (!resume) return;
    const fromJob = job
      ? { jobDescription: job.description, jobTitle: job.title, company: job.company }
      : { jobDescription: ad, jobTitle, company };
    const request: Omit<GenerateLetterRequest, 'variant'> = { resume, tone };
    for (const [key, value] of Object.entries(fromJob) as [keyof typeof fromJob, string][]) {
      if (value.trim()) request[key] = value.trim();
    }
    onWrite(request);
  };
  return (
    <section
      aria-labelledby="write-for-me-heading"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h2 id="write-for-me-heading" className="flex items-center gap-2 font-semibold text-base">
        <SparklesIcon aria-hidden className="size-4 text-brand-700" /> {t('write.heading')}
      </h2>
      <p className="text-muted-foreground text-sm">{t('write.intro')}</p>
      {job ? (
        <p className="text-sm">
          {withTags(t('write.forJob'), {
            title: () => <strong translate="no">{job.title}</strong>,
            company: () => <strong translate="no">{job.company}</strong>,
          })}
        </p>
      ) : (
        <>
          <LetterField label={t('write.ad')} value={ad} onChange={setAd} isMultiline />
          <div className="grid gap-3 sm:grid-cols-2">
            <LetterField label={t('write.jobTitle')} value={jobTitle} onChange={setJobTitle} />
            <LetterField label={t('editor.company')} value={company} onChange={setCompany} />
          </div>
        </>
      )}
      <LetterSelect<CoverLetterTone>
        label={t('write.tone')}
        value={tone}
        options={COVER_LETTER_TONES.map((value) => ({ value, label: t(`tone.${value}`) }))}
        onChange={setTone}
      />
      {resume ? null : <p className="text-muted-foreground text-sm">{t('write.chooseResume')}</p>}
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="button" className="self-start" disabled={!resume || isWriting} onClick={write}>
        <SparklesIcon aria-hidden /> {isWriting ? t('write.writing') : t('write.heading')}
      </Button>
    </section>
  );
}
