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

/** The tagged PDF's headings in reading order, as level and text: H1 "Ada Lovelace" -> {level: 1, text}. */
export function pdfHeadings(pdf: Uint8Array): { level: number; text: string }[] {
  const out = withPdfFile(pdf, (path) =>
    execFileSync('pdfinfo', ['-struct-text', path], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  return [...out.matchAll(/^\s*H(\d) "([^"]*)"/gm)].map((match) => ({
    level: Number(match[1]),
    text: match[2]!,
  }));
}

/** Whitespace-insensitive: line breaks and justification may move spaces, never letters. */
export function compact(text: string): string {
  return text.replace(/\s+/g, '');
}
