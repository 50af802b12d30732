import { emptyLetterContent, letterTitleForJob } from '../../../domain/cover-letter-api';
import type { Job } from '../../../domain/jobs-api';
import { designOfResume } from '../../../domain/letter-design';
import type { Resume } from '../../../domain/resume';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';
import type { GuestLetter } from './guest-letter-storage';
import type { LetterFields } from './letter-autosave';

/**
 * What an unsaved new letter shows, as the server would have created it (ADR 0077): for the job and resume
 * asked for (else the latest resume), named after the job, in the resume's design, signed with its name; or
 * the letter the user wrote as a guest in this browser.
 */
export function newLetterFields({
  draftId,
  resume,
  job,
  guest,
  today,
}: {
  draftId: string | null;
  resume: Resume | undefined;
  job: Job | undefined;
  guest: GuestLetter | null;
  today: string;
}): LetterFields {
  const links = { draftId, jobId: job?.id ?? null };
  if (guest) return { ...links, title: guest.title, content: guest.content, design: guest.design };
  const name = [resume?.personalDetails.firstName, resume?.personalDetails.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    ...links,
    title: letterTitleForJob(job, interfaceLanguageNow()),
    content: { ...emptyLetterContent(name), date: today },
    design: designOfResume(resume),
  };
}

/** A letter whose title is still its job's name follows the job the user picks (issue 29.16). */
export function withJobTitle(previous: LetterFields, next: LetterFields, jobs: Job[]): LetterFields {
  if (next.jobId === previous.jobId) return next;
  const jobOf = (id: string | null) => jobs.find((job) => job.id === id);
  const language = interfaceLanguageNow();
  if (next.title !== letterTitleForJob(jobOf(previous.jobId), language)) return next;
  return { ...next, title: letterTitleForJob(jobOf(next.jobId), language) };
}
