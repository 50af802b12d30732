import { gzipSync } from 'node:zlib';
import type { Resume } from '../../domain/resume';
import type { Typesetter } from './typesetter';

/**
 * The whole POST /api/preview answer, serialised (and compressed) here: pages are large strings, and escaping
 * and compressing them on the server's main thread would hold up every other request.
 */
export function previewBody(typesetter: Typesetter, resume: Resume, gzip: boolean): Uint8Array {
  const json = Buffer.from(JSON.stringify({ pages: typesetter.renderSvgPages(resume) }));
  return gzip ? gzipSync(json, { level: 4 }) : json;
}
