import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../../http/area-options';
import assistantRoutes from './assistant-routes';
import { buildOauthProvider } from './build-provider';
import { registerInteractionRoutes } from './interaction-routes';
import {
  AUTHORIZATION_SERVER_METADATA_PATH,
  mcpResourceOf,
  OAUTH_PREFIX,
  PROTECTED_RESOURCE_METADATA_PATH,
} from './oauth-paths';
import { OAUTH_SCOPES } from './oauth-scopes';

/**
 * The MCP authorization flow (issue 34, ADR 0092): the protected-resource metadata of /mcp (RFC 9728), and the
 * authorization server, oidc-provider, answering under /oauth and at its RFC 8414 metadata. The provider parses
 * its own bodies, so its routes live in a context whose body parser leaves the request stream alone, and answer
 * on the raw response (hijacked): it is a Koa app of its own.
 */
export default async function oauthRoutes(fastify: FastifyInstance, options: AreaOptions) {
  const { config, database } = options;
  if (!config.sessionSecret)
    throw new Error('The MCP authorization server needs SESSION_SECRET (its cookie keys)');
  const origin = new URL(config.appUrl).origin;
  const resource = mcpResourceOf(config.appUrl);
  const provider = buildOauthProvider({
    db: database.db,
    appUrl: config.appUrl,
    secret: config.sessionSecret,
  });
  provider.on('server_error', (_ctx, error) => fastify.log.error({ err: error }, 'OAuth server error'));
  const callback = provider.callback();

  await fastify.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handler = async (
      request: { raw: Parameters<typeof callback>[0] },
      reply: { hijack(): void; raw: Parameters<typeof callback>[1] },
    ) => {
      reply.hijack();
      await callback(request.raw, reply.raw);
    };
    mounted.all(`${OAUTH_PREFIX}/*`, { schema: { hide: true } }, handler);
    mounted.route({
      method: ['GET', 'OPTIONS'],
      url: AUTHORIZATION_SERVER_METADATA_PATH,
      schema: { hide: true },
      handler,
    });
  });

  await fastify.register(async (interactions) => {
    registerInteractionRoutes(interactions, { provider, db: database.db, resource });
  });

  await fastify.register(assistantRoutes, options);

  const resourceMetadata = {
    resource,
    authorization_servers: [origin],
    scopes_supported: [...OAUTH_SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Resumable',
    resource_documentation: `${origin}/ai-assistant`,
  };
  for (const url of [PROTECTED_RESOURCE_METADATA_PATH, `${PROTECTED_RESOURCE_METADATA_PATH}/mcp`]) {
    fastify.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=3600')
        .send(resourceMetadata),
    );
  }
}
