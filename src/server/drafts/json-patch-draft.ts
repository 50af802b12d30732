import { applyPatch, type Operation } from 'rfc6902';
import { z } from 'zod';
import { replaceDraftBodySchema, VERSION_CONFLICT_MESSAGE } from '../../domain/draft-api';
import type { Database } from '../db/connection';
import { badRequest, conflict, type HttpError, notFound } from '../http/errors';
import { invalidInputError } from '../http/validation';
import { toResumeDraft } from './draft-view';
import { DRAFT_NOT_FOUND_MESSAGE, findDraftRow } from './get-draft';
import { type UpdatedDraft, updateDraft } from './update-draft';

/** The media type of RFC 6902 patches (issue 34): PATCH /api/resume-drafts/{id} with it applies one. */
export const JSON_PATCH_TYPE = 'application/json-patch+json';
export const IF_MATCH_REQUIRED_MESSAGE =
  "Send the draft's version in If-Match (the `version` of GET /api/resume-drafts/{id}), so no change is lost";
const MAX_OPERATIONS = 1000;
/** What a patch may change: the draft's title and its resume document, as GET answers them. */
const PATCHABLE = new Set(['title', 'data']);
/** Pointer tokens that could reach an object's prototype while the patch is applied. */
const FORBIDDEN_TOKENS = new Set(['__proto__', 'prototype', 'constructor']);

const pointer = z.string().max(1000);
const operationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: pointer, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: pointer }),
  z.object({ op: z.literal('replace'), path: pointer, value: z.unknown() }),
  z.object({ op: z.literal('move'), path: pointer, from: pointer }),
  z.object({ op: z.literal('copy'), path: pointer, from: pointer }),
  z.object({ op: z.literal('test'), path: pointer, value: z.unknown() }),
]);

/** A JSON Patch as the OpenAPI document describes it (the request body of that media type). */
export const jsonPatchDocumentSchema = z
  .array(operationSchema)
  .describe('RFC 6902 operations on `{title, data}`; paths are /title or under /data');

/** The version in If-Match: `3`, `"3"` or `W/"3"` (clients that treat it as an entity tag). */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value === undefined ? null : /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** A 400 naming the operation by its index (from 0) and its op, with the same text under `errors`. */
function operationError(index: number, op: string, problem: string): HttpError {
  const message = `Operation ${index} (${op}) ${problem}`;
  return badRequest(message, { [`operations/${index}`]: message });
}

function tokensOf(path: string): string[] {
  return path
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Each operation well formed and aimed inside /title or /data; the first that is not answers 400. */
function readOperations(body: unknown): Operation[] {
  if (!Array.isArray(body))
    throw badRequest('A JSON Patch is an array of operations (RFC 6902)', {
      operations: 'Expected an array',
    });
  if (body.length > MAX_OPERATIONS)
    throw badRequest(`A patch has at most ${MAX_OPERATIONS} operations`, {
      operations: 'Too many operations',
    });
  return body.map((raw: unknown, index) => {
    const op = typeof raw === 'object' && raw !== null ? String((raw as { op?: unknown }).op ?? '') : '';
    const parsed = operationSchema.safeParse(raw);
    if (!parsed.success) throw operationError(index, op || 'no op', 'is not a valid JSON Patch operation');
    const operation = parsed.data;
    for (const path of 'from' in operation ? [operation.path, operation.from] : [operation.path]) {
      if (path !== '' && !path.startsWith('/'))
        throw operationError(index, operation.op, `has an invalid path: ${JSON.stringify(path)}`);
      const tokens = tokensOf(path);
      if (!PATCHABLE.has(tokens[0] ?? '') || (tokens[0] === 'title' && tokens.length > 1))
        throw operationError(index, operation.op, 'may change only /title and what is under /data');
      if (tokens.some((token) => FORBIDDEN_TOKENS.has(token)))
        throw operationError(index, operation.op, `has a path that is not allowed: ${JSON.stringify(path)}`);
    }
    return operation as Operation;
  });
}

function describeFailure(error: Error, operation: Operation): string {
  if (error.name === 'MissingError') return `failed: there is no value at ${operation.path}`;
  if (error.name === 'TestError') return `failed: the value at ${operation.path} is not the one given`;
  return 'failed: it cannot be applied here';
}

/**
 * Applies an RFC 6902 patch to the draft's title and document as they are at the version in If-Match, then
 * saves the result like autosave does: a stale version (before or during the save) is the same 409 with the
 * draft as it is now, and a result the resume schema refuses is a 400 that saves nothing. `changedBy` names
 * the personal access token making the change, for the version history.
 */
export async function applyJsonPatch(
  db: Database,
  userId: string,
  id: string,
  input: { body: unknown; ifMatch: string | string[] | undefined; changedBy?: string | undefined },
): Promise<UpdatedDraft> {
  const current = await findDraftRow(db, userId, id);
  if (!current) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  const version = parseIfMatch(input.ifMatch);
  if (version === undefined)
    throw badRequest(IF_MATCH_REQUIRED_MESSAGE, { 'If-Match': IF_MATCH_REQUIRED_MESSAGE });
  const operations = readOperations(input.body);
  if (current.version !== version)
    throw conflict(VERSION_CONFLICT_MESSAGE, { resumeDraft: toResumeDraft(current) });

  const document: Record<string, unknown> = structuredClone({ title: current.title, data: current.data });
  for (const [index, operation] of operations.entries()) {
    let failure: Error | null;
    try {
      [failure = null] = applyPatch(document, [operation]);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    if (failure) throw operationError(index, operation.op, describeFailure(failure, operation));
  }

  const patched = { title: document.title, data: document.data };
  const result = replaceDraftBodySchema.safeParse(patched);
  if (!result.success)
    throw invalidInputError(replaceDraftBodySchema, result.error, patched, 'The patched resume is not valid');
  return updateDraft(db, userId, id, {
    title: result.data.title,
    data: result.data.data,
    version,
    ...(input.changedBy === undefined ? {} : { changedBy: input.changedBy }),
  });
}
