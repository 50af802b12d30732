import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PatchDraftBody,
  type ResumeDraft,
  resumeDraftResponseSchema,
} from '../../../../domain/draft-api';
import { apiJson } from '../../../lib/http';
import { draftKeys } from '../../../shared/drafts/query-keys';

/** PATCH: the download flow saves the resume with status 'pending'. */
export async function patchDraft(id: string, body: PatchDraftBody): Promise<ResumeDraft> {
  const response = await apiJson<unknown>('PATCH', `/api/resume-drafts/${encodeURIComponent(id)}`, body);
  return resumeDraftResponseSchema.parse(response).resumeDraft;
}

export function usePatchDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PatchDraftBody }) => patchDraft(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}
