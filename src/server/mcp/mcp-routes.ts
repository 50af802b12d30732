import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { MCP_PATH } from '../../domain/mcp-tools';
import { chooseAiProvider } from '../ai/choose-provider';
import type { AreaOptions } from '../http/area-options';
import { unauthorized } from '../http/errors';
import { buildMcpServer } from './build-mcp-server';

const SERVER_VERSION = '1.0.0';

/** The JSON-RPC answer of a method the stateless server does not serve (no stream to resume, no session to end). */
const METHOD_NOT_ALLOWED = {
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed: this server is stateless; send requests with POST.' },
  id: null,
};

/**
 * POST /mcp: the MCP server over Streamable HTTP, stateless (ADR 0088). The session plugin has already signed
 * the request in by its bearer token (401 without one) and counted it against the token's rate. Each request
 * gets its own server and transport, bound to that token's user, so no state outlives it and any process of a
 * fleet answers any request. Answers are JSON (no SSE stream): every tool answers at once.
 */
export default async function mcpRoutes(
  fastify: FastifyInstance,
  { config, database, overrides }: AreaOptions,
) {
  const { provider } = chooseAiProvider(config, overrides, fastify.log);

  fastify.post(MCP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = request.personalToken;
    const userId = request.userId;
    if (!token || !userId) throw unauthorized();
    const server = buildMcpServer(
      {
        db: database.db,
        userId,
        token,
        ai: provider,
        appUrl: config.appUrl,
        serverSecret: config.sessionSecret,
        log: request.log,
      },
      SERVER_VERSION,
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    // The transport writes the answer itself, on the raw response.
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  });

  for (const method of ['GET', 'DELETE'] as const) {
    fastify.route({
      method,
      url: MCP_PATH,
      schema: { hide: true },
      handler: async (_request, reply) => reply.status(405).header('allow', 'POST').send(METHOD_NOT_ALLOWED),
    });
  }
}
