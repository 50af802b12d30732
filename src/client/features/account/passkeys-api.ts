import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PasskeySummary,
  passkeyListAnswerSchema,
  webAuthnOptionsAnswerSchema,
} from '../../../domain/passkey-api';
import { apiJson } from '../../lib/http';

/** GET/POST /api/account/passkeys, PATCH/DELETE /api/account/passkeys/{id}; adding runs the browser's ceremony. */

export const passkeyKeys = { all: ['/api/account/passkeys'] as const };

export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.all,
    queryFn: async ({ signal }): Promise<PasskeySummary[]> =>
      passkeyListAnswerSchema.parse(await apiJson('GET', '/api/account/passkeys', undefined, { signal }))
        .passkeys,
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = webAuthnOptionsAnswerSchema.parse(
        await apiJson('POST', '/api/account/passkeys/options'),
      );
      const credential = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return apiJson('POST', '/api/account/passkeys', { credential });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiJson('PATCH', `/api/account/passkeys/${encodeURIComponent(id)}`, { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/account/passkeys/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all }),
  });
}
