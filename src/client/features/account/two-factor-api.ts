import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DisableTotpInput,
  recoveryCodesAnswerSchema,
  totpSetupAnswerSchema,
  twoFactorStatusSchema,
} from '../../../domain/two-factor-api';
import { apiJson } from '../../lib/http';

/** GET /api/auth/2fa/status and the TOTP set-up, enable and disable calls. */

export const twoFactorKeys = { status: ['/api/auth/2fa/status'] as const };

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKeys.status,
    queryFn: async ({ signal }) =>
      twoFactorStatusSchema.parse(await apiJson('GET', '/api/auth/2fa/status', undefined, { signal })),
  });
}

export function useTotpSetup() {
  return useMutation({
    mutationFn: async () => totpSetupAnswerSchema.parse(await apiJson('POST', '/api/auth/2fa/totp/setup')),
  });
}

export function useEnableTotp() {
  return useMutation({
    mutationFn: async (code: string) =>
      recoveryCodesAnswerSchema.parse(await apiJson('POST', '/api/auth/2fa/totp/enable', { code }))
        .recoveryCodes,
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTotpInput) => apiJson('POST', '/api/auth/2fa/totp/disable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
