import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Test helpers over poppler-utils: a PDF's text (per page, reading order) and its info fields. */

/** Runs `run` on the PDF written to a temporary file (poppler's tools read files), then removes it. */
export function withPdfFile<T>(pdf: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'resumable-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, pdf);
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Page texts, NFKC-normalised so ligatures read as their letters. */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const text = withPdfFile(pdf, (path) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }),
  );
  return text.normalize('NFKC').split('\f').slice(0, -1);
}

export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  const out = withPdfFile(pdf, (path) =>
    execFileSync('pdfinfo', ['-enc', 'UTF-8', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const entries = out
    .split('\n')
    .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1]!.trim(), match[2]!.trim()]);
  return Object.fromEntries(entries);
}

/** Whitespace-insensitive: line breaks and justification may move spaces, never letters. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}
