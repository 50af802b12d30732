import type { Resume } from '../../../domain/resume';
import { withoutTempPreview } from '../../../domain/resume-defaults';
import { readString, removeKey, writeJson, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { repairResume } from './repair-resume';

/** The guest's copy of the resume in localStorage ('resume-data', 'resume-title'); never throws. */

/** A field typed half-way (an email without its domain) loses that field only, never the whole resume. */
export function readStoredResume(): Resume | null {
  const raw = readString(STORAGE_KEYS.resumeData);
  if (raw === null) return null;
  try {
    const resume = repairResume(JSON.parse(raw));
    if (!resume) console.warn(`Ignoring stored ${STORAGE_KEYS.resumeData}: it is not a resume`);
    return resume;
  } catch {
    console.warn(`Ignoring stored ${STORAGE_KEYS.resumeData}: it is not valid JSON`);
    return null;
  }
}

export function readStoredTitle(): string {
  return readString(STORAGE_KEYS.resumeTitle)?.trim() ?? '';
}

/** The live-preview entries are typed, not added, so they are not kept. */
export function writeStoredResume(resume: Resume, title: string): void {
  writeJson(STORAGE_KEYS.resumeData, {
    ...resume,
    experience: withoutTempPreview(resume.experience),
    education: withoutTempPreview(resume.education),
  });
  if (title) writeString(STORAGE_KEYS.resumeTitle, title);
  else removeKey(STORAGE_KEYS.resumeTitle);
}

/** new=true and Start Over: the local copy and the stored draft reference go. */
export function clearStoredResume(): void {
  removeKey(STORAGE_KEYS.resumeData);
  removeKey(STORAGE_KEYS.resumeTitle);
  removeKey(STORAGE_KEYS.resumeDraft);
}
