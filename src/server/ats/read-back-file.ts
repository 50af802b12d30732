import { compareReadBack, type ReadBack, type ReadBackFormat } from '../../domain/read-back';
import type { Resume } from '../../domain/resume';
import { buildResumeDocx } from '../documents/docx/build-docx';
import type { Renderer } from '../documents/render/render-pool';
import { type Deadline, deadlineIn } from '../import/import-errors';
import { readUpload } from '../import/read-import';

/** Reading our own file stops after this long, as an upload's does (import-routes.ts). */
const READ_TIME_LIMIT_MS = 5_000;

const UPLOADS: Record<ReadBackFormat, { filename: string; mimetype: string }> = {
  pdf: { filename: 'resume.pdf', mimetype: 'application/pdf' },
  docx: {
    filename: 'resume.docx',
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

/**
 * The resume's file as the user would download it (their template, paper, language and settings), read back
 * by the import's own reader, and compared field by field: no second parser, so every gain in import accuracy
 * shows here too.
 */
export async function readBackFile(
  resume: Resume,
  format: ReadBackFormat,
  renderPdf: Renderer['renderPdf'],
  deadline: Deadline = deadlineIn(READ_TIME_LIMIT_MS),
): Promise<ReadBack> {
  const data = format === 'pdf' ? await renderPdf(resume) : await buildResumeDocx(resume);
  const read = await readUpload({ ...UPLOADS[format], data }, deadline);
  return compareReadBack(resume, read.resume, format);
}
