import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../area-options';
import atsRoutes from '../ats/ats-routes';
import coverLetterDocumentRoutes from '../cover-letters/cover-letter-document-routes';
import { findPhoto } from '../photos/photo-store';
import exportRoutes from './export/export-routes';
import previewRoutes from './preview/preview-routes';
import { photoImageOf } from './render/photo-image';
import { createRenderPool, type Renderer } from './render/render-pool';
import { timedRenderer } from './render/timed-renderer';
import sharePageRoutes from './share-page/share-page-routes';
import thumbnailRoutes from './thumbnails/thumbnail-routes';

declare module '../app-overrides' {
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
 * The documents area: the live preview, the templates' thumbnails, the PDF and DOCX downloads of resumes and
 * cover letters, and the public page of a shared resume.
 */
export default async function documentRoutes(
  app: FastifyInstance,
  { config, database, overrides }: AreaOptions,
) {
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
  await app.register(previewRoutes, {
    pool: renderer,
    previewRateLimit: config.rateLimits.previewPerSecond,
    photoOf: async (userId) => photoImageOf(await findPhoto(database.db, userId)),
  });
  await app.register(exportRoutes, { db: database.db, pool: renderer });
  // The cover letters' preview and downloads share this pool: letters typeset in their resume's template.
  await app.register(coverLetterDocumentRoutes, {
    db: database.db,
    pool: renderer,
    previewRateLimit: config.rateLimits.previewPerSecond,
  });
  await app.register(sharePageRoutes, {
    db: database.db,
    pool: renderer,
    isSecureCookies: config.isSecureCookies,
    passwordRateLimit: config.rateLimits.sharePassword,
    renderRateLimit: config.rateLimits.previewPerSecond,
  });
  await app.register(thumbnailRoutes, { pool: renderer });
  // What an ATS reads of a draft's file (issue 32) renders through this pool; the checker renders nothing.
  await app.register(atsRoutes, {
    db: database.db,
    pool: renderer,
    perMinute: config.rateLimits.aiPerMinute,
  });
}
