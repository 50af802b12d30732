import { stableJson } from '../../../domain/draft-content';
import type { Resume } from '../../../domain/resume';
import { withoutTempPreview } from '../../../domain/resume-defaults';
import { readString, removeKey, writeJson, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { repairResume, restoreTypedResume } from './repair-resume';

/** The guest's copy of the resume in localStorage ('resume-data', 'resume-title'); never throws. */

/**
 * A field typed half-way (an email without its domain) is kept as typed; a damaged one loses that field only,
 * never the whole resume.
 */
export function readStoredResume(): Resume | null {
  const raw = readString(STORAGE_KEYS.resumeData);
  if (raw === null) return null;
  try {
    const resume = restoreTypedResume(JSON.parse(raw));
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

/**
 * The local copy when it is `saved` plus values typed half-way (which are never saved): a draft loaded from the
 * server then still shows what the user typed, as it stood when the page was left. Null when the local copy
 * holds anything else.
 */
export function typedCopyOf(saved: Resume): Resume | null {
  const local = readStoredResume();
  if (!local) return null;
  const repaired = repairResume(local);
  return repaired && stableJson(repaired) === stableJson(saved) ? local : null;
}
