import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateDraftBody,
  type ResumeDraft,
  resumeDraftResponseSchema,
} from '../../../../domain/draft-api';
import { apiJson } from '../../../lib/http';
import { draftKeys } from '../../../shared/drafts/query-keys';

export async function createDraft(body: CreateDraftBody): Promise<ResumeDraft> {
  return resumeDraftResponseSchema.parse(await apiJson<unknown>('POST', '/api/resume-drafts', body))
    .resumeDraft;
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftKeys.all }),
  });
}
