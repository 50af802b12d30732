import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resumeSchema } from '../../../domain/resume';
import { errorResponses } from '../../http/error-responses';
import type { PhotoImage } from '../render/photo-image';
import type { Renderer } from '../render/render-pool';

/**
 * POST /api/preview: resume JSON in, SVG pages out. Stateless: nothing is stored, and neither the resume
 * nor a render error's details are logged (they can quote the resume).
 */

export type PreviewRoutesOptions = {
  pool: Pick<Renderer, 'renderPreviewBody'>;
  previewRateLimit?: number;
  /** The signed-in user's photo, for a resume that shows it (ADR 0057); guests have none. */
  photoOf?: (userId: string) => Promise<PhotoImage | undefined>;
};

const BODY_LIMIT = 1024 * 1024;

/** The browser closed the request before its render began. */
class PreviewAbandoned extends Error {
  override readonly name = 'PreviewAbandoned';
}

const previewSchemas = {
  body: z.object({ resume: resumeSchema }),
  response: {
    200: z
      .object({
        pages: z.array(z.string()).describe('One SVG document per page'),
        missingCharacters: z
          .array(z.string())
          .optional()
          .describe('Characters no bundled font draws; absent when there are none'),
      })
      .describe('Gzip-compressed when the request accepts it'),
    204: z.undefined().describe('The client went away before its render began'),
    ...errorResponses(400, 413, 429),
  },
};

/** The 400 of a refused preview: `errors` keyed by the path inside the resume ('resume' for the whole of it). */
function invalidResumeAnswer(body: unknown) {
  const resume =
    typeof body === 'object' && body !== null ? (body as { resume?: unknown }).resume : undefined;
  const errors: Record<string, string> = {};
  for (const issue of resumeSchema.safeParse(resume).error?.issues ?? []) {
    const path = issue.path.join('.') || 'resume';
    errors[path] ??= issue.message;
  }
  return { success: false as const, error: 'Invalid resume', errors };
}

export default async function previewRoutes(
  fastify: FastifyInstance,
  opts: PreviewRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: opts.previewRateLimit ?? 20, timeWindow: 1000 } },
      // A refused body answers its own 400 (paths inside the resume), so the handler sees the refusal.
      attachValidation: true,
      schema: previewSchemas,
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send(invalidResumeAnswer(request.body));
      const photoImage =
        request.body.resume.photo.isShown && request.userId && opts.photoOf
          ? await opts.photoOf(request.userId)
          : undefined;
      const resume = photoImage ? { ...request.body.resume, photoImage } : request.body.resume;
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
        answer = await opts.pool.renderPreviewBody(resume, {
          gzip: acceptsGzip,
          signal: clientGone.signal,
        });
      } catch (error) {
        if (error instanceof PreviewAbandoned) return reply.code(204).send();
        throw error;
      }
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip) reply.header('content-encoding', 'gzip');
      // The worker's bytes are the 200 schema's JSON already made (and maybe compressed): sent as they are.
      const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
      return reply.send(bytes as unknown as { pages: string[] });
    },
  );
}
