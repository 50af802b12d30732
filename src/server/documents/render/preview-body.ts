import { gzipSync } from 'node:zlib';
import { findMissingCharacters, stringsOf } from '../fonts/font-coverage';
import type { RenderableResume as Resume } from './photo-image';
import type { Typesetter } from './typesetter';

/**
 * The whole POST /api/preview answer, serialised (and compressed) here: pages are large strings, and escaping
 * and compressing them on the server's main thread would hold up every other request.
 */
export function previewBody(typesetter: Typesetter, resume: Resume, gzip: boolean): Uint8Array {
  const pages = typesetter.renderSvgPages(resume);
  // Characters no bundled font draws become empty boxes and drop out of the PDF's text: say which.
  const { photoImage: _bytes, ...text } = resume;
  const missingCharacters = findMissingCharacters(stringsOf(text));
  const json = Buffer.from(
    JSON.stringify(missingCharacters.length ? { pages, missingCharacters } : { pages }),
  );
  return gzip ? gzipSync(json, { level: 4 }) : json;
}
