import type { ExportFormat, ExportSource } from '../../../domain/export-api';

/**
 * The download's file name (spec section 7) and its Content-Disposition header (RFC 6266): a quoted ASCII
 * `filename` every client understands, plus `filename*` in UTF-8 (RFC 8187) when the title is not plain
 * ASCII, which modern browsers prefer.
 */

const MAX_BASE_LENGTH = 120;
// Characters no file system or header should see: separators, reserved on Windows, and control codes.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed.
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

export function exportFileName(title: string, format: ExportFormat | 'json', source: ExportSource): string {
  if (source !== 'dashboard') return `resume.${format}`;
  const base = Array.from(title.replace(UNSAFE_IN_NAME, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .replace(/^[.\s]+/, '')
    .trim();
  return `${base || 'resume'}.${format}`;
}

/** Accents dropped ('Résumé' -> 'Resume'), anything else outside printable ASCII replaced by '_'. */
export function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return ascii;
}

// RFC 8187 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~".
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(fileName: string): string {
  const fallback = asciiFallback(fileName);
  const header = `attachment; filename="${fallback}"`;
  return fallback === fileName ? header : `${header}; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
