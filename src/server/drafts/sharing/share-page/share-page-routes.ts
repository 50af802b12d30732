import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeSchema } from '../../../../domain/resume';
import { namedResumeTitle } from '../../../../domain/resume-language';
import { verifyPassword } from '../../../auth/passwords';
import { createOutcomeLimiter, FIFTEEN_MINUTES_MS } from '../../../auth/rate-limits';
import type { Database } from '../../../db/connection';
import { contentDisposition, exportFileName } from '../../../documents/export/export-filename';
import type { Renderer } from '../../../documents/render/render-pool';
import { errorResponses } from '../../../http/error-responses';
import { HttpError } from '../../../http/errors';
import { canExportDraft } from '../../export/entitlement';
import { recordExport } from '../../export/export-record';
import { findSharedDraft, recordShareView, type SharedDraft } from '../share-store';
import { notFoundPageHtml, passwordPageHtml, resumePageHtml, type SharePageHead } from './share-page-html';
import { hasUnlocked, setUnlocked } from './share-unlock';

/**
 * The public page of a shared resume (issue 20, docs/decisions/0050-public-links.md): GET /r/{slug} shows the
 * typeset pages, POST /r/{slug} takes the link's password, GET /r/{slug}/pdf downloads it when the owner's plan
 * allows. No account needed. Nothing is cached anywhere (no-store), so turning a link off is a 404 at once.
 */

export interface SharePageRoutesOptions {
  db: Database;
  pool: Pick<Renderer, 'renderPreview' | 'renderPdf'>;
  isSecureCookies: boolean;
  /** Wrong passwords per client address and link per 15 minutes. */
  passwordRateLimit: number;
  /** Page views and downloads per client address per second: each one typesets the resume. */
  renderRateLimit: number;
}

const SLUG_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const slugParams = z.object({ slug: z.string().describe('The link: 22 base64url characters') });
const HTML = 'text/html; charset=utf-8';

function headOf(shared: SharedDraft): SharePageHead {
  const resume = resumeSchema.parse(shared.data);
  const { firstName, lastName, jobTitle } = resume.personalDetails;
  return {
    name: `${firstName} ${lastName}`.trim(),
    jobTitle: jobTitle.trim(),
    isIndexable: shared.indexable,
  };
}

export default async function sharePageRoutes(fastify: FastifyInstance, opts: SharePageRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The password form posts as a browser form does, with no script; only this plugin reads that type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const wrongPasswords = createOutcomeLimiter(app, {
    name: 'share-password',
    max: opts.passwordRateLimit,
    timeWindowMs: FIFTEEN_MINUTES_MS,
  });

  const page = (reply: FastifyReply, status: number, html: string, isIndexable = false) => {
    reply.code(status).type(HTML).header('cache-control', 'private, no-store');
    if (!isIndexable) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply.send(html);
  };

  /** The enabled share of the path's slug, or undefined (a 404). */
  const sharedOf = async (slug: string) =>
    SLUG_PATTERN.test(slug) ? findSharedDraft(opts.db, slug) : undefined;
  const mayView = (request: FastifyRequest, slug: string, shared: SharedDraft) =>
    shared.passwordHash === null ||
    request.userId === shared.ownerId ||
    hasUnlocked(request, slug, shared.passwordHash);

  const htmlAnswer = z.string().describe('An HTML page');
  // Each view typesets the resume on the shared render pool: bounded per client like the live preview.
  const renderLimit = { rateLimit: { max: opts.renderRateLimit, timeWindow: 1000 } };
  app.get(
    '/r/:slug',
    {
      config: renderLimit,
      schema: {
        params: slugParams,
        response: {
          200: htmlAnswer.describe('The typeset resume, or its password form'),
          404: htmlAnswer,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const shared = await sharedOf(slug);
      if (!shared) return page(reply, 404, notFoundPageHtml());
      const head = headOf(shared);
      if (!mayView(request, slug, shared)) {
        return page(reply, 200, passwordPageHtml(head, { action: `/r/${slug}`, isWrong: false }));
      }
      const isOwner = request.userId === shared.ownerId;
      const pages = await opts.pool.renderPreview(resumeSchema.parse(shared.data));
      if (!isOwner) await recordShareView(opts.db, shared.draftId);
      const html = resumePageHtml({
        ...head,
        pages,
        downloadUrl: canExportDraft(shared.owner, shared) ? `/r/${slug}/pdf` : undefined,
        ownerNote: isOwner ? { viewCount: shared.viewCount, lastViewedAt: shared.lastViewedAt } : undefined,
      });
      return page(reply, 200, html, shared.indexable && shared.passwordHash === null);
    },
  );

  app.post(
    '/r/:slug',
    {
      attachValidation: true,
      schema: {
        params: slugParams,
        body: z.object({ password: z.string().max(200).default('') }),
        response: {
          303: z.undefined().describe('Right password: back to the page, now unlocked'),
          401: htmlAnswer.describe('Wrong password: the form again'),
          404: htmlAnswer,
          429: htmlAnswer.describe('Too many wrong passwords; Retry-After says when to try again'),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const shared = await sharedOf(slug);
      if (!shared) return page(reply, 404, notFoundPageHtml());
      if (shared.passwordHash === null) return reply.redirect(`/r/${slug}`, 303);
      const key = `${request.ip}:${slug}`;
      try {
        await wrongPasswords.check(request, reply, key);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 429) {
          return page(reply, 429, passwordPageHtml(headOf(shared), { action: `/r/${slug}`, isWrong: true }));
        }
        throw error;
      }
      const password = request.validationError ? '' : request.body.password;
      if (!password || !(await verifyPassword(shared.passwordHash, password))) {
        await wrongPasswords.consume(request, key);
        return page(reply, 401, passwordPageHtml(headOf(shared), { action: `/r/${slug}`, isWrong: true }));
      }
      setUnlocked(reply, slug, shared.passwordHash, { isSecure: opts.isSecureCookies });
      return reply.redirect(`/r/${slug}`, 303);
    },
  );

  app.get(
    '/r/:slug/pdf',
    {
      config: renderLimit,
      schema: {
        params: slugParams,
        response: {
          200: z.string().describe('The resume as a PDF attachment'),
          ...errorResponses(402),
          404: htmlAnswer.describe('Link off, unknown, or locked by a password not given'),
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const shared = await sharedOf(slug);
      if (!shared || !mayView(request, slug, shared)) return page(reply, 404, notFoundPageHtml());
      if (!canExportDraft(shared.owner, shared)) {
        throw new HttpError(402, "This resume's owner has not enabled downloads");
      }
      const resume = resumeSchema.parse(shared.data);
      const file = await opts.pool.renderPdf(resume);
      await recordExport(opts.db, { userId: shared.ownerId, draftId: shared.draftId, format: 'pdf' });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(exportFileName(namedResumeTitle(resume) || 'Resume', 'pdf', 'dashboard')),
        )
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .send(Buffer.from(file.buffer, file.byteOffset, file.byteLength) as unknown as string);
    },
  );
}
