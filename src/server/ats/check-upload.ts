import type { AtsCheckResponse } from '../../domain/ats-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { readFields } from '../../domain/read-back';
import { analyseResume } from '../analysis/analysed-resume';
import { analysableResume } from '../analysis/match/analysable-resume';
import { matchResume } from '../analysis/match/match-resume';
import { checkResume } from '../analysis/match/resume-checks';
import { translateErrorText, translateFindings } from '../http/error-texts';
import { type Deadline, importError } from '../import/import-errors';
import { readUpload, type UploadedFile } from '../import/read-import';
import { isZip } from '../import/safe-unzip';

const PDF_OR_WORD_ONLY = 'Unsupported file type: upload a PDF or a Word document (.docx)';

/** The checker takes what an ATS takes: a PDF or a Word file, named as such or recognised by its first bytes. */
function asPdfOrWord(file: UploadedFile): UploadedFile {
  const name = file.filename.toLowerCase();
  if (name.endsWith('.pdf') || file.mimetype === 'application/pdf') return file;
  if (name.endsWith('.docx') || file.mimetype.includes('wordprocessingml')) return file;
  if (Buffer.from(file.data.subarray(0, 1024)).includes('%PDF-')) return { ...file, filename: 'upload.pdf' };
  if (isZip(file.data) && Buffer.from(file.data.subarray(0, 4096)).includes('word/')) {
    return { ...file, filename: 'upload.docx' };
  }
  throw importError.unsupported(PDF_OR_WORD_ONLY);
}

/**
 * The public checker's work on one upload, in memory: the import's reader, the fields it found, the ATS and
 * writing checks and, with a job ad, the match report. The same code the import and /improve run.
 */
export async function checkUpload(
  file: UploadedFile,
  jobDescription: string,
  deadline: Deadline,
  language: InterfaceLanguage = 'en',
): Promise<AtsCheckResponse> {
  const read = await readUpload(asPdfOrWord(file), deadline);
  const resume = analysableResume(read.resume) ?? read.resume;
  return {
    resume: read.resume,
    readBack: {
      fields: readFields(read.resume).map(({ path, value }) => ({ path, read: value })),
      uncertain: read.uncertain ?? [],
      warnings: read.warnings.map((warning) => translateErrorText(warning, language)),
    },
    checks: translateFindings(checkResume(analyseResume(resume)), language, ['message']),
    ...(jobDescription ? { match: localisedMatch(matchResume({ resume, jobDescription }), language) } : {}),
  };
}

function localisedMatch(report: ReturnType<typeof matchResume>, language: InterfaceLanguage) {
  return { ...report, checks: translateFindings(report.checks, language, ['message']) };
}
