import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ResumeDraft, resumeDraftResponseSchema } from '../../../domain/draft-api';
import {
  type DraftVersion,
  type DraftVersionSummary,
  draftVersionListResponseSchema,
  draftVersionResponseSchema,
} from '../../../domain/version-api';
import { apiJson } from '../../lib/http';
import { draftKeys } from '../../shared/drafts/query-keys';

const base = (draftId: string) => `/api/resume-drafts/${encodeURIComponent(draftId)}/versions`;
const versionsKey = (draftId: string) => [base(draftId)] as const;

export function useVersions(draftId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: versionsKey(draftId),
    enabled: isEnabled,
    queryFn: async (): Promise<DraftVersionSummary[]> =>
      draftVersionListResponseSchema.parse(await apiJson<unknown>('GET', base(draftId))).versions,
  });
}

export function useVersion(draftId: string, versionId: string | null) {
  return useQuery({
    queryKey: [base(draftId), versionId],
    enabled: versionId !== null,
    // A version never changes once kept.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<DraftVersion> =>
      draftVersionResponseSchema.parse(
        await apiJson<unknown>('GET', `${base(draftId)}/${encodeURIComponent(versionId ?? '')}`),
      ).version,
  });
}

/** Restores a version as the draft's newest state; the draft's version guards against a change made elsewhere. */
export function useRestoreVersion(draftId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { versionId: string; draftVersion: number }): Promise<ResumeDraft> => {
      const response = await apiJson<unknown>(
        'POST',
        `${base(draftId)}/${encodeURIComponent(input.versionId)}/restore`,
        { version: input.draftVersion },
      );
      return resumeDraftResponseSchema.parse(response).resumeDraft;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: versionsKey(draftId) });
      await queryClient.invalidateQueries({ queryKey: draftKeys.detail(draftId) });
    },
  });
}
