import type { FastifyInstance } from 'fastify';
import atsRoutes from './ats/ats-routes';
import coverLetterDocumentRoutes from './cover-letters/cover-letter-document-routes';
import { startDocumentRenderer } from './documents/document-renderer';
import previewRoutes from './documents/preview/preview-routes';
import { photoImageOf } from './documents/render/photo-image';
import thumbnailRoutes from './documents/thumbnails/thumbnail-routes';
import exportRoutes from './drafts/export/export-routes';
import sharePageRoutes from './drafts/sharing/share-page/share-page-routes';
import type { AreaOptions } from './http/area-options';
import { findPhoto } from './photos/photo-store';

/**
 * Every route that renders, on one typesetting pool: the live preview and the templates' thumbnails
 * (documents), the downloads and the public page of a draft (drafts), a letter's preview and downloads (cover
 * letters), and what an ATS reads of a draft's file (ats). Wired here, above all of them, so documents only
 * renders and never imports the areas whose documents it renders (ADR 0079).
 */
export default async function registerDocumentRoutes(
  app: FastifyInstance,
  { config, database, overrides }: AreaOptions,
) {
  const renderer = startDocumentRenderer(app, { config, overrides });
  await app.register(previewRoutes, {
    pool: renderer,
    previewRateLimit: config.rateLimits.previewPerSecond,
    photoOf: async (userId) => photoImageOf(await findPhoto(database.db, userId)),
  });
  await app.register(exportRoutes, { db: database.db, pool: renderer, serverSecret: config.sessionSecret });
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
