import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { COVER_LETTER_TONES, type CoverLetterTone } from '../../../domain/cover-letter-generation-api';
import type { Job } from '../../../domain/jobs-api';
import type { Resume } from '../../../domain/resume';
import { Button } from '../../components/ui/button';
import type { GenerateLetterRequest } from './generate-cover-letter';
import { LetterField, LetterSelect } from './letter-field';

const TONE_LABELS: Record<CoverLetterTone, string> = { formal: 'Formal', warm: 'Warm', concise: 'Concise' };

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
        <SparklesIcon aria-hidden className="size-4 text-brand-700" /> Write it for me
      </h2>
      <p className="text-muted-foreground text-sm">
        A first draft from your resume's own achievements and the job ad. It replaces the letter body; check
        every sentence before you send it.
      </p>
      {job ? (
        <p className="text-sm">
          For <strong>{job.title}</strong> at <strong>{job.company}</strong> (your saved job)
        </p>
      ) : (
        <>
          <LetterField label="Job ad (paste it here)" value={ad} onChange={setAd} isMultiline />
          <div className="grid gap-3 sm:grid-cols-2">
            <LetterField label="Job title" value={jobTitle} onChange={setJobTitle} />
            <LetterField label="Company" value={company} onChange={setCompany} />
          </div>
        </>
      )}
      <LetterSelect<CoverLetterTone>
        label="Tone"
        value={tone}
        options={COVER_LETTER_TONES.map((value) => ({ value, label: TONE_LABELS[value] }))}
        onChange={setTone}
      />
      {resume ? null : (
        <p className="text-muted-foreground text-sm">Choose the resume the letter goes with to write it.</p>
      )}
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
      <Button type="button" className="self-start" disabled={!resume || isWriting} onClick={write}>
        <SparklesIcon aria-hidden /> {isWriting ? 'Writing...' : 'Write it for me'}
      </Button>
    </section>
  );
}
