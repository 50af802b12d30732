import { useQuery } from '@tanstack/react-query';
import { type ResumeDraft, resumeDraftResponseSchema } from '../../../domain/draft-api';
import { apiJson } from '../../lib/http';
import { draftKeys } from './query-keys';

export async function getDraft(id: string, signal?: AbortSignal): Promise<ResumeDraft> {
  const body = await apiJson<unknown>('GET', `/api/resume-drafts/${encodeURIComponent(id)}`, undefined, {
    signal,
  });
  return resumeDraftResponseSchema.parse(body).resumeDraft;
}

/** One of the user's drafts; shared by the builder's wiring and the pages about a draft (history, sharing). */
export function useDraft(id: string | undefined, isEnabled = true) {
  return useQuery({
    queryKey: draftKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getDraft(id ?? '', signal),
    enabled: isEnabled && Boolean(id),
  });
}
