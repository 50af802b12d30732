import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endedSessionsAnswerSchema,
  type SessionSummary,
  sessionListAnswerSchema,
} from '../../../domain/account-sessions';
import { apiJson } from '../../lib/http';

/** GET /api/sessions, DELETE /api/sessions/{id}, POST /api/sessions/revoke-others. */

export const sessionKeys = { all: ['/api/sessions'] as const };

export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: async ({ signal }): Promise<SessionSummary[]> =>
      sessionListAnswerSchema.parse(await apiJson('GET', '/api/sessions', undefined, { signal })).sessions,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiJson<{ success: true; signedOut: boolean }>('DELETE', `/api/sessions/${encodeURIComponent(id)}`),
    onSuccess: async (answer) => {
      // Ending this browser's own session signs it out: the app-wide user query then shows a guest.
      if (answer.signedOut) await queryClient.invalidateQueries({ queryKey: ['/api/current-user'] });
      else await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      endedSessionsAnswerSchema.parse(await apiJson('POST', '/api/sessions/revoke-others')),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      // Personal access tokens are revoked with the sessions (ADR 0086).
      await queryClient.invalidateQueries({ queryKey: ['/api/account/tokens'] });
    },
  });
}
