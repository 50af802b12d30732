import { type ExportFormat, type ExportSource, exportPath } from '../../../domain/export-api';
import { throwIfNotOk } from '../../lib/http';

/**
 * GET the export and save it under the server's file name ('{draft title}.{format}' from the dashboard,
 * 'resume.{format}' elsewhere). Throws ApiError on a non-OK answer (402 when no plan allows it).
 */
export async function downloadDraft(id: string, format: ExportFormat, source: ExportSource): Promise<void> {
  const response = await throwIfNotOk(
    await fetch(exportPath(id, format, source), { credentials: 'include' }),
  );
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `resume.${format}`;
  saveBlob(blob, name);
}

/** RFC 6266: `filename*` (UTF-8, percent-encoded) wins over the plain `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? name.replace(/\\(.)/g, '$1') : null;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
