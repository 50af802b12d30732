import { gzipSync } from 'node:zlib';
import type { ColorScheme, PageSize, TemplateId } from '../../../domain/design';
import { getSampleResume } from '../../../domain/sample-resumes';
import type { Renderer } from '../render/render-pool';

/**
 * The gallery's thumbnails: the first page of one sample resume in a template, colour scheme and page size,
 * typeset once per combination and kept gzipped (about 50 KB each; 12 templates x 7 colours x 2 sizes at most,
 * so the cache is bounded by the design choices, not by visitors). A render in progress is shared by every
 * request for the same thumbnail.
 */

/** The software engineer's sample: a full first page, so each thumbnail shows the template at its busiest. */
export const THUMBNAIL_SAMPLE_ID = '01';

export type ThumbnailKey = { template: TemplateId; colorScheme: ColorScheme; pageSize: PageSize };

export function templateThumbnails(pool: Pick<Renderer, 'renderPreview'>) {
  const cache = new Map<string, Promise<Buffer>>();
  const sample = getSampleResume(THUMBNAIL_SAMPLE_ID);
  if (!sample) throw new Error(`No sample resume ${THUMBNAIL_SAMPLE_ID}`);
  return {
    /** The thumbnail's SVG, gzipped. */
    gzipped(key: ThumbnailKey): Promise<Buffer> {
      const id = `${key.template}/${key.colorScheme}/${key.pageSize}`;
      let svg = cache.get(id);
      if (!svg) {
        svg = pool.renderPreview({ ...sample.resume, ...key }).then((pages) => gzipSync(pages[0] ?? ''));
        // A failed render is not kept: the next request tries again.
        svg.catch(() => cache.delete(id));
        cache.set(id, svg);
      }
      return svg;
    },
  };
}
