import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { McpToolName } from '../../domain/mcp-tools';
import type { AiProvider } from '../ai/ai-provider';
import type { RequestToken } from '../auth/personal-token-store';
import type { Database } from '../db/connection';

/** Who calls and with what: one per request, so every tool is scoped by the token's user (ADR 0088). */
export interface ToolContext {
  db: Database;
  userId: string;
  token: RequestToken;
  ai: AiProvider;
  /** The site's origin, for the download links of render_resume. */
  appUrl: string;
  /** Signs the download links; undefined: render_resume answers that downloads are off. */
  serverSecret: string | undefined;
  log: FastifyBaseLogger;
}

export interface ToolDefinition<S extends z.ZodRawShape = z.ZodRawShape> {
  inputSchema: S;
  run(args: z.output<z.ZodObject<S>>, context: ToolContext): Promise<CallToolResult>;
}

/** A tool's input schema and what it does, typed from the schema. */
export const defineTool = <S extends z.ZodRawShape>(
  inputSchema: S,
  run: ToolDefinition<S>['run'],
): ToolDefinition<S> => ({ inputSchema, run });

export type ToolSet = Partial<Record<McpToolName, ToolDefinition>>;
