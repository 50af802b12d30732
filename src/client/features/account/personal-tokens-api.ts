import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreatedTokenAnswer,
  type CreateTokenInput,
  createdTokenAnswerSchema,
  type TokenSummary,
  tokenListAnswerSchema,
} from '../../../domain/personal-token-api';
import { apiJson } from '../../lib/http';

/** GET/POST /api/account/tokens and DELETE /api/account/tokens/{id} (issue 34, ADR 0086). */

export const tokenKeys = { all: ['/api/account/tokens'] as const };

export function usePersonalTokens() {
  return useQuery({
    queryKey: tokenKeys.all,
    queryFn: async ({ signal }): Promise<TokenSummary[]> =>
      tokenListAnswerSchema.parse(await apiJson('GET', '/api/account/tokens', undefined, { signal })).tokens,
  });
}

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTokenInput): Promise<CreatedTokenAnswer> =>
      createdTokenAnswerSchema.parse(await apiJson('POST', '/api/account/tokens', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/account/tokens/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
