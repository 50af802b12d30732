import { coverLetterExportPath } from '../../../domain/cover-letter-api';
import type { ExportFormat } from '../../../domain/export-api';
import { throwIfNotOk } from '../../lib/http';

/**
 * GET the letter's export and save it as '{title}.{format}', the name the server gives it. Throws ApiError on
 * a non-OK answer (402 when no plan allows it): the server decides, the caller only shows the outcome.
 */
export async function downloadCoverLetter(
  letter: { id: string; title: string },
  format: ExportFormat,
): Promise<void> {
  const response = await throwIfNotOk(
    await fetch(coverLetterExportPath(letter.id, format), { credentials: 'include' }),
  );
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${letter.title.trim() || 'cover letter'}.${format}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
