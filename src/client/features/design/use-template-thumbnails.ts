import { useEffect, useRef, useState } from 'react';
import { TEMPLATE_IDS, type TemplateId } from '../../../domain/design';
import type { Resume } from '../../../domain/resume';
import { apiJson } from '../../lib/http';

/** Thumbnails wait for typing to pause: four renders per change would crowd the live preview's. */
export const THUMBNAIL_DEBOUNCE_MS = 600;

/**
 * The first page of the user's own resume in every template (POST /api/preview), as blob URLs for <img>.
 * The design's template is replaced per thumbnail; its colours, size and page size are kept, so each
 * thumbnail shows what choosing it would give. A failed render leaves that thumbnail empty.
 */
export function useTemplateThumbnails(resume: Resume): Partial<Record<TemplateId, string>> {
  const [urls, setUrls] = useState<Partial<Record<TemplateId, string>>>({});
  const urlsRef = useRef(urls);
  // The template choice itself does not change any thumbnail.
  const key = JSON.stringify({ ...resume, template: undefined });

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const source = JSON.parse(key) as Omit<Resume, 'template'>;
      const rendered = await Promise.all(
        TEMPLATE_IDS.map(async (template) => {
          try {
            const { pages } = await apiJson<{ pages: string[] }>(
              'POST',
              '/api/preview',
              { resume: { ...source, template } },
              { signal: controller.signal },
            );
            const svg = pages[0];
            return [
              template,
              svg ? URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })) : undefined,
            ] as const;
          } catch {
            return [template, undefined] as const;
          }
        }),
      );
      if (controller.signal.aborted) {
        for (const [, url] of rendered) if (url) URL.revokeObjectURL(url);
        return;
      }
      for (const url of Object.values(urlsRef.current)) if (url) URL.revokeObjectURL(url);
      const next = Object.fromEntries(rendered.filter(([, url]) => url)) as Partial<
        Record<TemplateId, string>
      >;
      urlsRef.current = next;
      setUrls(next);
    }, THUMBNAIL_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  useEffect(
    () => () => {
      for (const url of Object.values(urlsRef.current)) if (url) URL.revokeObjectURL(url);
    },
    [],
  );
  return urls;
}
