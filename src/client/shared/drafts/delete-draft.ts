import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/http';

export async function deleteDraft(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/resume-drafts/${encodeURIComponent(id)}`);
}

/** On success the dashboard list refreshes. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/resume-drafts/user'] }),
  });
}
