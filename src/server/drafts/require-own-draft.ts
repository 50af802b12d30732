import type { FastifyRequest } from 'fastify';
import { requireUserId } from '../auth/session-plugin';
import type { Database } from '../db/connection';
import { notFound } from '../http/errors';
import { rejectInvalidInput } from '../http/schema-compilers';
import { isOwnDraft } from './draft-access';
import { DRAFT_NOT_FOUND_MESSAGE } from './get-draft';

/**
 * The signed-in user's draft of a route under /api/resume-drafts/{id}/... (versions, sharing): 401, then 404
 * for any draft not theirs (a malformed id included), then 400 for bad input (ADR 0035). Answers the user's id.
 */
export async function requireOwnDraft(db: Database, request: FastifyRequest, id: string): Promise<string> {
  const userId = requireUserId(request);
  if (request.validationError?.validationContext === 'params') throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  if (!(await isOwnDraft(db, userId, id))) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  rejectInvalidInput(request);
  return userId;
}
