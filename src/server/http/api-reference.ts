import type { FastifyInstance } from 'fastify';

/**
 * The HTML reference of the OpenAPI document, for development only. @fastify/swagger-ui is a development
 * dependency that production installs leave out, so it is imported here, on demand, and only openapi.ts calls
 * this when NODE_ENV=development (the one dynamic import tests/unit/no-dev-dependencies-in-src.test.ts allows).
 */
export async function registerApiReference(app: FastifyInstance, routePrefix: string): Promise<void> {
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, { routePrefix });
}
