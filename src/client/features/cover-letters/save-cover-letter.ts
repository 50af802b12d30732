import {
  type CoverLetter,
  coverLetterConflictResponseSchema,
  coverLetterResponseSchema,
  type ReplaceCoverLetterBody,
} from '../../../domain/cover-letter-api';
import { ApiError, apiRequest } from '../../lib/http';

/** A 409 of PUT /api/cover-letters/{id}: `current` is the letter as it now is on the server. */
export class LetterConflictError extends Error {
  override name = 'LetterConflictError';
  constructor(readonly current: CoverLetter) {
    super('The cover letter was changed elsewhere');
  }
}

export async function saveCoverLetter(
  id: string,
  body: ReplaceCoverLetterBody,
  init: { keepalive?: boolean } = {},
): Promise<CoverLetter> {
  try {
    const response = await apiRequest('PUT', `/api/cover-letters/${encodeURIComponent(id)}`, body, init);
    return coverLetterResponseSchema.parse(await response.json()).coverLetter;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const conflict = coverLetterConflictResponseSchema.safeParse(error.body);
      if (conflict.success) throw new LetterConflictError(conflict.data.coverLetter);
    }
    throw error;
  }
}
