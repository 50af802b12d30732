import { useQuery } from '@tanstack/react-query';
import { type ResumeDraft, resumeDraftResponseSchema } from '../../../domain/draft-api';
import { apiJson } from '../../lib/http';

export const draftQueryKey = (id: string) => ['/api/resume-drafts', id] as const;

export async function fetchDraft(id: string): Promise<ResumeDraft> {
  const response = await apiJson<unknown>('GET', `/api/resume-drafts/${encodeURIComponent(id)}`);
  return resumeDraftResponseSchema.parse(response).resumeDraft;
}

/** One of the user's drafts (its title and version), for pages about a draft: history, sharing. */
export function useDraft(id: string, isEnabled = true) {
  return useQuery({
    queryKey: draftQueryKey(id),
    queryFn: () => fetchDraft(id),
    enabled: isEnabled && id !== '',
  });
}
