import { toJsonResume } from '../../../domain/json-resume-export';
import type { Resume } from '../../../domain/resume';

/**
 * The guest's "Download my data as JSON Resume": the resume in this browser, mapped as the server's draft
 * export maps it (docs/decisions/0037), saved without a round trip to the server.
 */
export function downloadJsonResume(resume: Resume, title: string): void {
  const text = JSON.stringify(toJsonResume(resume), null, 2);
  const blob = new Blob([text], { type: 'application/json' });
  // Characters no file system accepts in a name, control codes included.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
  const base = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').trim() || 'resume';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${base}.json`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; freeing it on the next turn is safe.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
