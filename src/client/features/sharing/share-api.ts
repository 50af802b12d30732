import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ShareState, shareStateSchema, type UpdateShareBody } from '../../../domain/share-api';
import { apiJson } from '../../lib/http';

const shareUrl = (draftId: string) => `/api/resume-drafts/${encodeURIComponent(draftId)}/share`;

export function useShareState(draftId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [shareUrl(draftId)],
    enabled: isEnabled,
    queryFn: async (): Promise<ShareState> =>
      shareStateSchema.parse(await apiJson<unknown>('GET', shareUrl(draftId))),
  });
}

export function useUpdateShare(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateShareBody): Promise<ShareState> =>
      shareStateSchema.parse(await apiJson<unknown>('POST', shareUrl(draftId), body)),
    onSuccess: (state) => queryClient.setQueryData([shareUrl(draftId)], state),
  });
}
