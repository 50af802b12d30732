import { HttpError } from '../http/errors';

/** The answers a file can earn; each says what is wrong with the file, not with our code. */
export const importError = {
  notJson: () => new HttpError(400, 'This file is not valid JSON'),
  notPdf: () => new HttpError(400, 'This file is not a PDF'),
  notDocx: () => new HttpError(400, 'This file is not a Word document'),
  notZip: () => new HttpError(400, 'This file is not a ZIP archive'),
  notResume: () =>
    new HttpError(
      400,
      'This JSON is neither a JSON Resume (basics, work, education...) nor a Resumable resume',
    ),
  /** Each part of the wrong type by its path; without any, the warnings (or the bare message) explain. */
  nothingToImport: (problems: Record<string, string>, warnings: string[]) => {
    const parts = Object.keys(problems);
    const why = parts.length > 0 ? `: ${parts.join(', ')} had the wrong type` : '';
    return new HttpError(
      400,
      `This resume file has nothing we could import${why}`,
      parts.length > 0 ? problems : warnings.length > 0 ? warnings : undefined,
    );
  },
  zipTooBig: () =>
    new HttpError(400, 'This ZIP unpacks to more than we accept; upload the LinkedIn export as downloaded'),
  zipTooManyEntries: () => new HttpError(400, 'This ZIP holds too many files to be a LinkedIn data export'),
  zipCorrupt: () => new HttpError(400, 'This ZIP archive is damaged and could not be read'),
  notLinkedIn: () =>
    new HttpError(
      400,
      "This ZIP has none of LinkedIn's export files (Profile.csv, Positions.csv, Education.csv, Skills.csv)",
    ),
  pdfEncrypted: () =>
    new HttpError(400, 'This PDF is password-protected; save a copy without a password and upload that'),
  pdfCorrupt: () => new HttpError(400, 'This PDF is damaged and could not be read'),
  pdfTooManyPages: (pages: number) =>
    new HttpError(400, `This PDF has ${pages} pages; a resume we can read has at most 10`),
  pdfNoText: () =>
    new HttpError(
      400,
      'This PDF has no text we can read (it looks scanned or made of images); upload the original Word or PDF file',
    ),
  docxCorrupt: () => new HttpError(400, 'This Word document is damaged and could not be read'),
  docxNoText: () => new HttpError(400, 'This Word document has no text to import'),
  tooSlow: () => new HttpError(400, 'This file took too long to read; try a smaller file'),
  tooLarge: () => new HttpError(413, 'The file is larger than 10 MB'),
  unsupported: (what: string) => new HttpError(415, what),
  noFile: () => new HttpError(400, 'Choose a file to import', { file: 'Choose a file to import' }),
};

/** A time limit for parsing: synchronous readers call check() in their loops. */
export interface Deadline {
  check(): void;
}

export function deadlineIn(milliseconds: number, now: () => number = Date.now): Deadline {
  const end = now() + milliseconds;
  return {
    check() {
      if (now() > end) throw importError.tooSlow();
    },
  };
}
