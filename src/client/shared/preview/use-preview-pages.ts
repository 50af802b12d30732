import { useEffect, useRef, useState } from 'react';
import type { Resume } from '../../../domain/resume';
import { ApiError, apiJson } from '../../lib/http';
import { repairResume } from '../resume/repair-resume';

/** Spec section 9: the live preview follows the last change by 100 ms. */
export const PREVIEW_DEBOUNCE_MS = 100;

export interface PreviewPages {
  /** Blob URLs of the typeset SVG pages, one per page; empty until the first render arrives. */
  urls: string[];
  /** True while the server cannot render (network error, 5xx, 429): the last pages stay. */
  isUnavailable: boolean;
  /** Characters of the resume that no font of the document can draw (they would be missing from the PDF). */
  missingCharacters: string[];
}

/**
 * Renders the resume on the server ~100 ms after its last change. A newer change aborts the request in
 * flight (superseded, never queued). Pages become blob URLs for <img>, so no server markup enters the DOM.
 * `isEnabled` false sends nothing (the resume is still empty) and keeps the last pages.
 */
export function usePreviewPages(resume: Resume, { isEnabled = true } = {}): PreviewPages {
  const [pages, setPages] = useState<PreviewPages>({ urls: [], isUnavailable: false, missingCharacters: [] });
  const urlsRef = useRef<string[]>([]);

  useEffect(() => {
    if (!isEnabled) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const { pages: svgs, missingCharacters = [] } = await apiJson<{
          pages: string[];
          missingCharacters?: string[];
        }>(
          'POST',
          '/api/preview',
          // Half-typed fields (an email without its domain) are left out rather than failing the render.
          { resume: repairResume(resume) ?? resume },
          { signal: controller.signal },
        );
        if (controller.signal.aborted) return;
        const urls = svgs.map((svg) => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
        for (const url of urlsRef.current) URL.revokeObjectURL(url);
        urlsRef.current = urls;
        setPages({ urls, isUnavailable: false, missingCharacters });
      } catch (error) {
        // Aborted by a newer change, or the server is unreachable: keep the last pages either way.
        if (controller.signal.aborted) return;
        const isServerDown = !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
        if (isServerDown) setPages((last) => ({ ...last, isUnavailable: true }));
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [resume, isEnabled]);

  useEffect(
    () => () => {
      for (const url of urlsRef.current) URL.revokeObjectURL(url);
      urlsRef.current = [];
    },
    [],
  );

  return pages;
}
