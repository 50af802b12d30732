import { type Deadline, importError } from '../import-errors';
import { safeUnzip } from '../safe-unzip';
import { type ReadResult, resumeFromLines } from '../sections/resume-from-lines';
import { DOCUMENT_RELS, firstPageHeaderPart, isHeaderPart, isPageNumber } from './docx-headers';
import { readParagraphs } from './docx-paragraphs';
import { parseStyles } from './docx-styles';

/**
 * DOCX -> resume: only the document, its styles and its page headers are inflated, within the ZIP bounds; the
 * first page's header (where templates put a name) is read before the body; then the shared logic.
 */

const DOCUMENT = 'word/document.xml';
const STYLES = 'word/styles.xml';
const ZIP_LIMITS = { maxEntries: 1000, maxTotalBytes: 30 * 1024 * 1024 };

export function readDocx(data: Uint8Array, deadline: Deadline): ReadResult {
  const files = safeUnzip(
    data,
    (name) => name === DOCUMENT || name === STYLES || name === DOCUMENT_RELS || isHeaderPart(name),
    ZIP_LIMITS,
    deadline,
  );
  const document = files.get(DOCUMENT);
  if (!document) throw importError.notDocx();
  const decode = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder('utf-8').decode(bytes) : '');
  const styles = parseStyles(decode(files.get(STYLES)));
  deadline.check();
  const documentXml = decode(document);
  const headerPart = firstPageHeaderPart(documentXml, decode(files.get(DOCUMENT_RELS)));
  const headerLines = headerPart
    ? readParagraphs(decode(files.get(headerPart)), styles).filter((line) => !isPageNumber(line.text))
    : [];
  const lines = [...headerLines, ...readParagraphs(documentXml, styles)];
  deadline.check();
  if (lines.reduce((sum, line) => sum + line.text.length, 0) < 20) throw importError.docxNoText();
  return resumeFromLines(lines);
}
