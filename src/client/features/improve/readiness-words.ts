/**
 * What /improve says when the readiness check finds nothing missing. It says only what is true: nothing
 * blocks the download, and how many suggestions the ATS and writing check above still has (a page listing
 * nine findings must not also say the resume "meets every check"). `suggestions` is undefined while that
 * check runs or when it failed.
 */
export function readinessWords(suggestions: number | undefined): string {
  const ready = 'Nothing required is missing: your resume is ready to download.';
  if (suggestions === undefined) return ready;
  if (suggestions === 0) return `${ready} The ATS and writing check above found nothing to improve.`;
  const count = suggestions === 1 ? '1 suggestion' : `${suggestions} suggestions`;
  return `${ready} The ATS and writing check above has ${count} that could make it stronger.`;
}
