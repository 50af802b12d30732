import { fitToResume } from '../../domain/fit-resume';
import { isEmptyResume } from '../../domain/is-empty-resume';
import type { ImportResult } from '../../domain/json-resume';
import { fromJsonResume, isJsonResume } from '../../domain/json-resume';
import { jsonResumeShapeProblems } from '../../domain/json-resume-import';
import type { ResumeInput } from '../../domain/resume';
import { readDocx } from './docx/read-docx';
import { type Deadline, importError } from './import-errors';
import { readPdf } from './pdf/read-pdf';
import { readLinkedInZip } from './read-linkedin';
import { isZip } from './safe-unzip';

/** Which reader a file goes to: by its name and type first, then checked against its first bytes. */

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Uint8Array;
}

const OUR_KEYS = ['personalDetails', 'contactInfo', 'experience', 'additionalSections'];

/** A parsed JSON value: our own resume document, or a JSON Resume. */
export function readJsonValue(value: unknown): ImportResult {
  const result = readJsonDocument(value);
  // What holds nothing is refused, naming the parts of the wrong type, never answered with an empty resume.
  if (isEmptyResume(result.resume)) {
    const problems = isJsonResume(value) ? jsonResumeShapeProblems(value) : {};
    throw importError.nothingToImport(problems, result.warnings);
  }
  return result;
}

function readJsonDocument(value: unknown): ImportResult {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if (OUR_KEYS.some((key) => key in value)) {
      const warnings: string[] = [];
      return { resume: fitToResume(value as ResumeInput, warnings), warnings };
    }
    if (isJsonResume(value)) return fromJsonResume(value);
  }
  throw importError.notResume();
}

function readJsonFile(data: Uint8Array): ImportResult {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, ''));
  } catch {
    throw importError.notJson();
  }
  return readJsonValue(value);
}

const startsWith = (data: Uint8Array, text: string) =>
  Buffer.from(data.subarray(0, text.length)).toString('latin1') === text;

function kindOf({ filename, mimetype }: UploadedFile): 'json' | 'zip' | 'pdf' | 'docx' | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension === 'json' || mimetype === 'application/json') return 'json';
  if (extension === 'docx' || mimetype.includes('wordprocessingml')) return 'docx';
  if (
    extension === 'zip' ||
    /^application\/(x-)?zip/.test(mimetype) ||
    mimetype === 'application/x-zip-compressed'
  )
    return 'zip';
  if (extension === 'pdf' || mimetype === 'application/pdf') return 'pdf';
  return undefined;
}

export type UploadResult = ImportResult & { uncertain?: string[] };

/** A ZIP named .zip that holds word/document.xml is a Word file with the wrong name: sniffed, not refused. */
function isWordZip(data: Uint8Array): boolean {
  return isZip(data) && Buffer.from(data.subarray(0, 4096)).includes('word/');
}

export async function readUpload(file: UploadedFile, deadline: Deadline): Promise<UploadResult> {
  let kind = kindOf(file);
  if (kind === undefined && startsWith(file.data, '%PDF-')) kind = 'pdf';
  if (kind === 'zip' && isWordZip(file.data)) kind = 'docx';
  switch (kind) {
    case 'json':
      return readJsonFile(file.data);
    case 'zip':
      return readLinkedInZip(file.data, deadline);
    case 'pdf':
      // The header may follow a little junk (some writers add a BOM or a line): PDF readers allow 1 KB.
      if (!Buffer.from(file.data.subarray(0, 1024)).includes('%PDF-')) throw importError.notPdf();
      return readPdf(file.data, deadline);
    case 'docx':
      if (!isZip(file.data)) throw importError.notDocx();
      return readDocx(file.data, deadline);
    default:
      throw importError.unsupported(
        'Unsupported file type: upload a PDF, a Word document (.docx), a JSON Resume (.json) or a LinkedIn data export (.zip)',
      );
  }
}
