import type { FastifyInstance } from 'fastify';
import { resumeSchema } from '../../../domain/resume';
import type { Renderer } from '../render/render-pool';

/**
 * POST /api/preview: resume JSON in, SVG pages out. Stateless: nothing is stored, and neither the resume
 * nor a render error's details are logged (they can quote the resume).
 */

export type PreviewRoutesOptions = { pool: Pick<Renderer, 'renderPreviewBody'>; previewRateLimit?: number };

const BODY_LIMIT = 1024 * 1024;

/** The browser closed the request before its render began. */
class PreviewAbandoned extends Error {
  override readonly name = 'PreviewAbandoned';
}

export default async function previewRoutes(app: FastifyInstance, opts: PreviewRoutesOptions): Promise<void> {
  app.post(
    '/api/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: opts.previewRateLimit ?? 20, timeWindow: 1000 } },
    },
    async (request, reply) => {
      const body = request.body as { resume?: unknown } | null;
      const parsed = resumeSchema.safeParse(body?.resume);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const path = issue.path.join('.') || 'resume';
          errors[path] ??= issue.message;
        }
        return reply.code(400).send({ success: false, error: 'Invalid resume', errors });
      }
      // The worker serialises and compresses the answer, so the event loop only forwards bytes.
      const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
      // The builder aborts a preview request when a newer one starts: a render still queued for a browser
      // that has gone is dropped, so typing fast never makes the typesetting thread work through stale ones.
      const clientGone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) clientGone.abort(new PreviewAbandoned());
      };
      reply.raw.once('close', onClose);
      let answer: Uint8Array;
      try {
        answer = await opts.pool.renderPreviewBody(parsed.data, {
          gzip: acceptsGzip,
          signal: clientGone.signal,
        });
      } catch (error) {
        if (error instanceof PreviewAbandoned) return reply.code(204).send();
        throw error;
      }
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip) reply.header('content-encoding', 'gzip');
      return reply.send(Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength));
    },
  );
}
