import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReadBackFormat } from '../../../domain/read-back';
import { fetchReadBack } from './ats-api';

/**
 * One file type's read-back of a saved draft. `version` names the draft's content (or the dialog's opening)
 * the answer belongs to: a new version asks again while the last answer of the same file type stays shown.
 */
export function useReadBack(draftId: string | undefined, format: ReadBackFormat, version: string) {
  return useQuery({
    queryKey: ['read-back', draftId, format, version],
    queryFn: ({ signal }) => fetchReadBack(draftId ?? '', format, signal),
    enabled: Boolean(draftId),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
