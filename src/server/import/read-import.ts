import { fitToResume } from '../../domain/fit-resume';
import type { ImportResult } from '../../domain/json-resume';
import { fromJsonResume, isJsonResume } from '../../domain/json-resume';
import type { ResumeInput } from '../../domain/resume';
import { type Deadline, importError } from './import-errors';
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

export function readUpload(file: UploadedFile, deadline: Deadline): ImportResult {
  switch (kindOf(file)) {
    case 'json':
      return readJsonFile(file.data);
    case 'zip':
      return readLinkedInZip(file.data, deadline);
    case 'pdf':
      if (!startsWith(file.data, '%PDF-')) throw importError.notPdf();
      throw importError.unsupported(
        'PDF import is not supported yet: upload a JSON Resume or a LinkedIn data export ZIP',
      );
    case 'docx':
      if (!isZip(file.data)) throw importError.notDocx();
      throw importError.unsupported(
        'Word import is not supported yet: upload a JSON Resume or a LinkedIn data export ZIP',
      );
    default:
      throw importError.unsupported(
        'Unsupported file type: upload a JSON Resume (.json) or a LinkedIn data export (.zip)',
      );
  }
}
