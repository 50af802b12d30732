import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaOptions } from '../area-options';

const PING_TIMEOUT_MS = 2000;

/** GET /api/health: ok when the database answers, 503 otherwise (a load balancer takes the process out). */
export default async function healthRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const healthSchemas = {
    response: {
      200: z.object({ status: z.literal('ok') }).describe('The database answers'),
      503: z.object({ status: z.literal('unavailable') }).describe('The database does not answer'),
    },
  };
  app.get('/api/health', { schema: healthSchemas }, async (_request, reply) => {
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      await Promise.race([database.ping(), timeout]).finally(() => clearTimeout(timer));
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      app.log.warn({ err: error }, 'health check failed');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });
}
