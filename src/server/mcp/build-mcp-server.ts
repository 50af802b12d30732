import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  MCP_RESOURCE_TEMPLATES,
  MCP_SERVER_NAME,
  MCP_TOOLS,
  writeScopeMessage,
} from '../../domain/mcp-tools';
import { listDrafts } from '../drafts/list-drafts';
import { HttpError } from '../http/errors';
import { findOwnJob } from '../jobs/find-job';
import { toJob } from '../jobs/job-view';
import { listJobs } from '../jobs/list-jobs';
import { jobTools } from './job-tools';
import { ownDraft, resumeTools } from './resume-tools';
import type { ToolContext, ToolDefinition } from './tool-context';
import { toolError, toolErrorOf } from './tool-result';

const TOOLS = { ...resumeTools, ...jobTools };

/** A resource read that fails: "not found" for another user's item as for a missing one, never a stack. */
async function readOrFail<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw new McpError(ErrorCode.InvalidParams, error.message);
    throw error;
  }
}

const asJson = (uri: URL, value: unknown) => ({
  contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }],
});

const variable = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The MCP server one request talks to (stateless, ADR 0088): every tool of src/domain/mcp-tools.ts, each
 * calling the areas' own functions scoped by the token's user, and each resume and saved job as a resource.
 * A write tool called with a read token answers a tool error naming the scope; no error is ever a stack.
 */
export function buildMcpServer(context: ToolContext, version: string): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version });
  for (const { name, scope, summary } of MCP_TOOLS) {
    const tool = TOOLS[name] as ToolDefinition | undefined;
    if (!tool) throw new Error(`MCP tool ${name} has no implementation`);
    const run = async (args: Record<string, unknown>): Promise<CallToolResult> => {
      if (scope === 'write' && context.token.scope !== 'write') return toolError(writeScopeMessage(name));
      try {
        return await tool.run(args, context);
      } catch (error) {
        return toolErrorOf(error, context.log, name);
      }
    };
    server.registerTool(
      name,
      {
        description: summary,
        inputSchema: tool.inputSchema,
        annotations: { readOnlyHint: scope === 'read', openWorldHint: false },
      },
      // The SDK types each callback from its own schema; the loop holds every tool's, so it is typed loosely here.
      run as Parameters<McpServer['registerTool']>[2],
    );
  }

  server.registerResource(
    'resume',
    new ResourceTemplate(MCP_RESOURCE_TEMPLATES.resume, {
      list: async () => ({
        resources: (await listDrafts(context.db, context.userId)).map((draft) => ({
          uri: MCP_RESOURCE_TEMPLATES.resume.replace('{id}', draft.id),
          name: draft.title,
          mimeType: 'application/json',
        })),
      }),
    }),
    { description: 'One of your resumes: its title, version and document', mimeType: 'application/json' },
    async (uri, { id }) => asJson(uri, await readOrFail(() => ownDraft(context, variable(id)))),
  );

  server.registerResource(
    'job',
    new ResourceTemplate(MCP_RESOURCE_TEMPLATES.job, {
      list: async () => ({
        resources: (await listJobs(context.db, context.userId)).map((job) => ({
          uri: MCP_RESOURCE_TEMPLATES.job.replace('{id}', job.id),
          name: `${job.title} at ${job.company}`,
          mimeType: 'application/json',
        })),
      }),
    }),
    { description: 'One of your saved jobs, with the ad text and its status', mimeType: 'application/json' },
    async (uri, { id }) =>
      asJson(uri, toJob(await readOrFail(() => findOwnJob(context.db, context.userId, variable(id))))),
  );
  return server;
}
