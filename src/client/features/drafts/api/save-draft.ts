import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  draftConflictResponseSchema,
  type ReplaceDraftBody,
  type ResumeDraft,
  resumeDraftResponseSchema,
} from '../../../../domain/draft-api';
import { ApiError, apiRequest } from '../../../lib/http';
import { draftKeys } from '../../../shared/drafts/query-keys';

/** A 409: the draft changed elsewhere since the version this client saw; `current` is how it is now. */
export class DraftConflictError extends Error {
  override name = 'DraftConflictError';
  constructor(readonly current: ResumeDraft) {
    super('The resume was changed elsewhere');
  }
}

/** PUT: autosave and renaming. With `version`, a stale write throws DraftConflictError instead of overwriting. */
export async function saveDraft(
  id: string,
  body: ReplaceDraftBody,
  init: { keepalive?: boolean; signal?: AbortSignal } = {},
): Promise<ResumeDraft> {
  try {
    const response = await apiRequest('PUT', `/api/resume-drafts/${encodeURIComponent(id)}`, body, init);
    return resumeDraftResponseSchema.parse(await response.json()).resumeDraft;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const conflict = draftConflictResponseSchema.safeParse(error.body);
      if (conflict.success) throw new DraftConflictError(conflict.data.resumeDraft);
    }
    throw error;
  }
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReplaceDraftBody }) => saveDraft(id, body),
    onSuccess: (draft) => {
      queryClient.setQueryData(draftKeys.detail(draft.id), draft);
      return queryClient.invalidateQueries({ queryKey: ['/api/resume-drafts/user'] });
    },
  });
}
