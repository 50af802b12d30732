import { type Deadline, importError } from '../import-errors';
import { safeUnzip } from '../safe-unzip';
import { type ReadResult, resumeFromLines } from '../sections/resume-from-lines';
import { readParagraphs } from './docx-paragraphs';
import { parseStyles } from './docx-styles';

/** DOCX -> resume: only the document and its styles are inflated, within the ZIP bounds; then the shared logic. */

const DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';
const ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 30 * 1024 * 1024 };

export function readDocx(data: Uint8Array, deadline: Deadline): ReadResult {
  const files = safeUnzip(data, (name) => name === DOCUMENT || name === STYLES, ZIP_LIMITS, deadline);
  const document = files.get(DOCUMENT);
  if (!document) throw importError.notDocx();
  const decode = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder('utf-8').decode(bytes) : '');
  const styles = parseStyles(decode(files.get(STYLES)));
  deadline.check();
  const lines = readParagraphs(decode(document), styles);
  deadline.check();
  if (lines.reduce((sum, line) => sum + line.text.length, 0) < 20) throw importError.docxNoText();
  return resumeFromLines(lines);
}
