import { READ_BACK_FORMATS } from '../../domain/read-back';
import { getSampleResume } from '../../domain/sample-resumes';
import { buildResumeDocx } from '../documents/docx/build-docx';
import type { Renderer } from '../documents/render/render-pool';
import { deadlineIn } from '../import/import-errors';
import { loadPdfJs } from '../import/pdf/load-pdf-js';
import { checkUpload } from './check-upload';

/** A short ad, so the match report's code is compiled too. */
const WARM_UP_AD =
  'Software Engineer. Requirements: TypeScript, Node.js, PostgreSQL and AWS; 3+ years of experience; a degree in Computer Science.';
/** Generous: the warm-up runs beside the first requests of a busy start, and nobody waits for it. */
const WARM_UP_TIME_LIMIT_MS = 60_000;

const UPLOADS = {
  pdf: { filename: 'warm-up.pdf', mimetype: 'application/pdf' },
  docx: {
    filename: 'warm-up.docx',
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const;

/**
 * One check of a sample resume's PDF and Word file, as POST /api/ats-check runs it, so that a fresh process
 * has loaded pdf.js and its worker and compiled the readers, the checks and the match report before a visitor
 * asks (ADR 0082): the first check in a fresh process took about 2.5 s here, the next ones about 0.1 s.
 * Returns how long it took.
 */
export async function warmUpReader(renderPdf: Renderer['renderPdf']): Promise<number> {
  const started = performance.now();
  const sample = getSampleResume('01')?.resume;
  if (!sample) throw new Error('sample resume 01 is missing');
  // pdf.js loads on this thread while the typesetting threads start and render the sample; a failure to load
  // it fails the check below, which reads through the same promise.
  loadPdfJs().catch(() => {});
  for (const format of READ_BACK_FORMATS) {
    const data = format === 'pdf' ? await renderPdf(sample) : await buildResumeDocx(sample);
    await checkUpload({ ...UPLOADS[format], data }, WARM_UP_AD, deadlineIn(WARM_UP_TIME_LIMIT_MS));
  }
  return performance.now() - started;
}
