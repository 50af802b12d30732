import swagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { registerApiReference } from './api-reference';

export const OPENAPI_PATH = '/api/openapi.json';
/** The HTML reference, served in development only. */
export const API_REFERENCE_PATH = '/api/reference';

/** Only the JSON API is documented: pages, files and the document itself are not part of it. */
const documentApiOnly: SwaggerTransform = (route) => {
  if (
    !route.url.startsWith('/api/') ||
    route.url === OPENAPI_PATH ||
    route.url.startsWith(API_REFERENCE_PATH)
  ) {
    return { schema: { ...route.schema, hide: true }, url: route.url };
  }
  return jsonSchemaTransform(route);
};

/**
 * Publishes every route's schemas as OpenAPI 3.1 at GET /api/openapi.json. Registered before the areas, since
 * the document is collected from routes as they are added. The HTML reference (@fastify/swagger-ui, a
 * development dependency) is loaded only when NODE_ENV=development, so production never imports it.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Resumable API',
        description: "The calls of the product spec, section 7, and the app's own.",
        version: '1',
      },
      // Every call a signed-in user makes takes either the session cookie or a personal access token (ADR 0086).
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'The session cookie of a sign-in',
          },
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token (rsm_...) made in Account settings. A read token may call GET and HEAD ' +
              'only (else 403); no token may change how the account signs in, its tokens or its payments (403). ' +
              'An unknown, expired or revoked token is a 401. Cross-site checks apply to cookie requests only.',
          },
        },
      },
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    },
    transform: documentApiOnly,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(app.swagger()),
  );
  if (config.env === 'development') await registerApiReference(app, API_REFERENCE_PATH);
}
