import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CoverLetter,
  type CreateCoverLetterBody,
  coverLetterListResponseSchema,
  coverLetterResponseSchema,
} from '../../../domain/cover-letter-api';
import { apiJson, apiRequest } from '../../lib/http';

/**
 * The cover-letter calls the dashboard and the editor share (GET/POST /api/cover-letters, GET, DELETE and
 * duplicate of one letter). Saving, with its conflicts, belongs to the editor.
 */

export const LIST_COVER_LETTERS_ERROR = 'Failed to fetch cover letters';

export const coverLetterKeys = {
  all: ['/api/cover-letters'] as const,
  detail: (id: string) => ['/api/cover-letters', id] as const,
};

const letterPath = (id: string) => `/api/cover-letters/${encodeURIComponent(id)}`;

export function useCoverLetters(isEnabled: boolean) {
  return useQuery({
    queryKey: coverLetterKeys.all,
    queryFn: async ({ signal }) =>
      coverLetterListResponseSchema.parse(await apiJson('GET', '/api/cover-letters', undefined, { signal }))
        .coverLetters,
    enabled: isEnabled,
  });
}

export function useCoverLetter(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: coverLetterKeys.detail(id),
    queryFn: async ({ signal }) =>
      coverLetterResponseSchema.parse(await apiJson('GET', letterPath(id), undefined, { signal }))
        .coverLetter,
    enabled: isEnabled,
    retry: false,
    // The editor owns the letter once open: a refetch would reset what the user is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export async function createCoverLetter(body: CreateCoverLetterBody): Promise<CoverLetter> {
  return coverLetterResponseSchema.parse(await apiJson('POST', '/api/cover-letters', body)).coverLetter;
}

export function useCreateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoverLetter,
    onSuccess: (letter) => {
      queryClient.setQueryData(coverLetterKeys.detail(letter.id), letter);
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all, exact: true });
    },
  });
}

export function useDeleteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', letterPath(id));
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: coverLetterKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all, exact: true });
    },
  });
}

export function useDuplicateCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      coverLetterResponseSchema.parse(await apiJson('POST', `${letterPath(id)}/duplicate`)).coverLetter,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: coverLetterKeys.all, exact: true }),
  });
}
