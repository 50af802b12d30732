import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * What a tool answers: compact JSON as text, which every client hands its model. No structuredContent: the tools
 * declare no output schema, and a second copy of a resume would double every answer's size and cost.
 */
export function toolAnswer(value: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
}

/** A tool error: a readable sentence the model can act on, flagged isError, never a stack. */
export function toolError(message: string, details?: Record<string, unknown>): CallToolResult {
  const text = details ? `${message}\n${JSON.stringify(details, null, 2)}` : message;
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * The tool error of an error the areas throw: an HttpError's message (safe to show: it is what the API answers),
 * with its field errors; the 409 of a stale version names the version the resume is at now, as the API's 409
 * carries the draft. Anything else is logged and answered with a generic sentence, as the API's 500 is.
 */
export function toolErrorOf(error: unknown, log: FastifyBaseLogger, tool: string): CallToolResult {
  if (error instanceof HttpError) {
    const current = error.extra?.resumeDraft as { version?: unknown } | undefined;
    if (error.statusCode === 409 && typeof current?.version === 'number')
      return toolError(
        `Version conflict: the resume changed after the version you sent and is now at version ` +
          `${current.version}. Read it again with get_resume and send your patch with version ${current.version}.`,
        { currentVersion: current.version },
      );
    const errors =
      error.errors && Object.keys(error.errors).length > 0 ? { errors: error.errors } : undefined;
    return toolError(error.message, errors);
  }
  log.error({ err: error, tool }, 'MCP tool failed');
  return toolError(`${tool} failed on our side. Please try again in a moment.`);
}
