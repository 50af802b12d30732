import type { FastifyInstance } from 'fastify';
import type { AppOverrides } from '../config/app-overrides';
import type { Config } from '../config/config';
import { createRenderPool, type Renderer } from './render/render-pool';
import { timedRenderer } from './render/timed-renderer';

declare module '../config/app-overrides' {
  interface AppOverrides {
    /** An in-process renderer for tests; production uses the worker pool. */
    renderer?: Renderer;
  }
}

/** A pool started on first use, so an app that never renders (most tests) never starts threads. */
function lazyPool(size: number | undefined): Renderer {
  let pool: Renderer | undefined;
  const get = () => {
    pool ??= createRenderPool(size);
    return pool;
  };
  return {
    renderPreview: (resume) => get().renderPreview(resume),
    renderPreviewBody: (resume, options) => get().renderPreviewBody(resume, options),
    renderPdf: (resume) => get().renderPdf(resume),
    renderLetterPreview: (letter) => get().renderLetterPreview(letter),
    renderLetterPdf: (letter) => get().renderLetterPdf(letter),
    // Read by /metrics: an unstarted pool has nothing waiting, and reading must not start it.
    queued: () => pool?.queued?.() ?? 0,
    close: async () => {
      await pool?.close();
    },
  };
}

/**
 * The one renderer of the app: typesetting threads shared by every area that renders (the preview, the
 * downloads of resumes and letters, the shared page, what an ATS reads), timed for /metrics and closed with the
 * app. The areas that own those routes receive it; documents itself knows none of them.
 */
export function startDocumentRenderer(
  app: FastifyInstance,
  { config, overrides }: { config: Config; overrides: AppOverrides },
): Renderer {
  const pool = overrides.renderer ?? lazyPool(config.renderWorkers);
  if (!overrides.renderer) app.addHook('onClose', () => pool.close());
  const observeRender = app.reportDurations(
    'typesetting_render_seconds',
    'Time from asking for a render to its answer, waiting for a thread included, by kind (preview, pdf)',
  );
  const renderer = observeRender ? timedRenderer(pool, observeRender) : pool;
  app.reportGauge('typesetting_queue_depth', 'Renders waiting for a typesetting thread', () =>
    renderer.queued ? renderer.queued() : 0,
  );
  return renderer;
}
