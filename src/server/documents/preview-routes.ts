import type { FastifyInstance } from 'fastify';
import { resumeSchema } from '../../domain/resume';
import type { Renderer } from './render-pool';

/**
 * POST /api/preview: resume JSON in, SVG pages out. Stateless: nothing is stored, and neither the resume
 * nor a render error's details are logged (they can quote the resume).
 */

export type PreviewRoutesOptions = { pool: Pick<Renderer, 'renderPreview'>; previewRateLimit?: number };

const BODY_LIMIT = 1024 * 1024;

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
      const pages = await opts.pool.renderPreview(parsed.data);
      return { pages };
    },
  );
}
