import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { checkReadiness, withinTimeout } from './readiness';

const dependencyState = z.enum(['ok', 'down']);
const readinessChecks = z
  .object({ database: dependencyState, redis: dependencyState.optional() })
  .describe('Each dependency and whether it answered; redis only when REDIS_URL is set');

/**
 * GET /api/health: ok when the database answers, 503 otherwise (a load balancer takes the process out).
 * GET /api/health/ready: every dependency (database, Redis when configured) answers; 503 with the error
 * envelope and the failing checks otherwise, so an orchestrator stops routing to the process.
 */
export default async function healthRoutes(fastify: FastifyInstance, { database, redis }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const healthSchemas = {
    response: {
      200: z.object({ status: z.literal('ok') }).describe('The database answers'),
      503: z.object({ status: z.literal('unavailable') }).describe('The database does not answer'),
    },
  };
  app.get('/api/health', { schema: healthSchemas }, async (request, reply) => {
    try {
      await withinTimeout(() => database.ping(), 'database');
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.status(503).header('cache-control', 'no-store').send({ status: 'unavailable' });
    }
  });

  const readySchemas = {
    response: {
      200: z
        .object({ status: z.literal('ready'), checks: readinessChecks })
        .describe('Every dependency answers'),
      ...errorResponses(503),
    },
  };
  app.get('/api/health/ready', { schema: readySchemas }, async (request, reply) => {
    const checks = await checkReadiness({ database, redis }, (dependency, error) =>
      request.log.warn({ err: error, dependency }, 'readiness check failed'),
    );
    reply.header('cache-control', 'no-store');
    const down = Object.entries(checks)
      .filter(([, state]) => state === 'down')
      .map(([name]) => name);
    if (down.length === 0) return reply.send({ status: 'ready' as const, checks });
    return reply
      .status(503)
      .send({ success: false as const, error: `Not ready: ${down.join(', ')} down`, checks });
  });
}
