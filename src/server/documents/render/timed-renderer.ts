import type { Renderer } from './render-pool';

export type RenderKind = 'preview' | 'pdf';

/**
 * The same renderer, reporting how long each render took from the call to its answer (the wait for a thread
 * included: that is what a user waits). A render that fails or is abandoned is not timed.
 */
export function timedRenderer(
  renderer: Renderer,
  observe: (kind: RenderKind, seconds: number) => void,
): Renderer {
  const timed = async <T>(kind: RenderKind, render: () => Promise<T>): Promise<T> => {
    const start = process.hrtime.bigint();
    const result = await render();
    observe(kind, Number(process.hrtime.bigint() - start) / 1e9);
    return result;
  };
  return {
    renderPreview: (resume) => timed('preview', () => renderer.renderPreview(resume)),
    renderPreviewBody: (resume, options) =>
      timed('preview', () => renderer.renderPreviewBody(resume, options)),
    renderPdf: (resume) => timed('pdf', () => renderer.renderPdf(resume)),
    renderLetterPreview: (letter) => timed('preview', () => renderer.renderLetterPreview(letter)),
    renderLetterPdf: (letter) => timed('pdf', () => renderer.renderLetterPdf(letter)),
    ...(renderer.queued ? { queued: () => renderer.queued?.() ?? 0 } : {}),
    close: () => renderer.close(),
  };
}
