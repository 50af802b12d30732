import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ResumeDraft, resumeDraftResponseSchema } from '../../../domain/draft-api';
import { apiJson } from '../../lib/http';

export async function duplicateDraft(id: string): Promise<ResumeDraft> {
  const response = await apiJson<unknown>('POST', `/api/resume-drafts/${encodeURIComponent(id)}/duplicate`);
  return resumeDraftResponseSchema.parse(response).resumeDraft;
}

/** The list refreshes afterwards, whether the copy was made or not. */
export function useDuplicateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDraft,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['/api/resume-drafts/user'] }),
  });
}
