import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CancelSubscriptionResponse,
  cancelSubscriptionResponseSchema,
} from '../../../../domain/billing-api';
import { apiJson } from '../../../lib/http';

/** POST /api/subscription/cancel; refreshes the current user afterwards. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation<CancelSubscriptionResponse>({
    mutationFn: async () =>
      cancelSubscriptionResponseSchema.parse(await apiJson('POST', '/api/subscription/cancel')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/current-user'] }),
  });
}
