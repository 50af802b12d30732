import { useQuery } from '@tanstack/react-query';
import { type ListedDraft, resumeDraftListResponseSchema } from '../../../domain/draft-api';
import { apiRequest } from '../../lib/http';
import { draftKeys } from './query-keys';

export const LIST_DRAFTS_ERROR = 'Failed to fetch resume drafts';

/** The user's drafts, newest first; any failure is the spec's 'Failed to fetch resume drafts'. */
export async function listDrafts(userId: string, signal?: AbortSignal): Promise<ListedDraft[]> {
  let body: unknown;
  try {
    const response = await apiRequest(
      'GET',
      `/api/resume-drafts/user/${encodeURIComponent(userId)}`,
      undefined,
      {
        signal,
      },
    );
    body = await response.json();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(LIST_DRAFTS_ERROR, { cause: error });
  }
  return resumeDraftListResponseSchema.parse(body).resumeDrafts;
}

/**
 * The signed-in user's drafts. Asked again whenever a screen that shows them mounts: autosave and renaming
 * write through their own calls, which do not touch this cache, and the builder (its tailoring panel) keeps the
 * list cached while the user edits, so the dashboard must not show the list as it was when the builder opened.
 */
export function useDrafts(userId: string | undefined) {
  return useQuery({
    queryKey: draftKeys.list(userId ?? ''),
    queryFn: ({ signal }) => listDrafts(userId ?? '', signal),
    enabled: Boolean(userId),
    refetchOnMount: 'always',
  });
}
