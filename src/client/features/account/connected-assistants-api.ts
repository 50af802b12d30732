import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectedAssistant,
  connectedAssistantsAnswerSchema,
} from '../../../domain/connected-assistants-api';
import { apiJson } from '../../lib/http';

/** GET /api/account/assistants and DELETE /api/account/assistants/{id} (issue 34, ADR 0092). */

export const assistantKeys = { all: ['/api/account/assistants'] as const };

export function useConnectedAssistants() {
  return useQuery({
    queryKey: assistantKeys.all,
    queryFn: async ({ signal }): Promise<ConnectedAssistant[]> =>
      connectedAssistantsAnswerSchema.parse(
        await apiJson('GET', '/api/account/assistants', undefined, { signal }),
      ).assistants,
  });
}

export function useRevokeAssistant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/account/assistants/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assistantKeys.all }),
  });
}
