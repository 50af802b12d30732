import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { sampleLetter } from '../../../../tests/support/letter-fixtures';
import { pdfPageTexts } from '../../../../tests/support/pdf-inspect';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { buildResumeDocx } from './build-docx';
import { buildLetterDocx } from './build-letter-docx';

/**
 * Word's view of the DOCX, approximated by LibreOffice: each template's file converted to PDF headless must
 * carry every line mammoth reads from it. The one test that needs a system package: .ci/run installs
 * libreoffice-writer-nogui; without `soffice` on PATH it is skipped and says what went unchecked.
 */

const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasSoffice)
  console.warn(
    'Skipped: whether each template’s DOCX opens in LibreOffice with every line was not checked (no soffice on PATH).',
  );
const normal = (text: string) => text.replace(/\s+/g, '').toLowerCase();

function convertWithLibreOffice(docx: Uint8Array): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'resumable-soffice-'));
  try {
    writeFileSync(join(dir, 'resume.docx'), docx);
    // A private profile directory, so parallel runs and a desktop LibreOffice never share a lock.
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        dir,
        join(dir, 'resume.docx'),
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    return new Uint8Array(readFileSync(join(dir, 'resume.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!hasSoffice)('DOCX through LibreOffice (skipped: soffice is not installed)', () => {
  it.each(
    TEMPLATE_IDS.flatMap((template) => [
      [template, 'resume'],
      [template, 'cover letter'],
    ]),
  )(
    'the %s %s DOCX converts to a PDF with every string',
    async (template, kind) => {
      const docx =
        kind === 'resume'
          ? await buildResumeDocx(sampleResume({ template }))
          : await buildLetterDocx(sampleLetter({ template }));
      const lines = (await mammoth.extractRawText({ buffer: Buffer.from(docx) })).value
        .split(/[\n\t]/)
        .map((line) => line.trim())
        .filter(Boolean);
      const pdfText = normal((await pdfPageTexts(convertWithLibreOffice(docx))).join('\n'));
      for (const line of lines) expect(pdfText, line).toContain(normal(line));
    },
    180_000,
  );
});
