import { useQuery } from '@tanstack/react-query';
import {
  type CheckoutSessionView,
  checkoutSessionResponseSchema,
  type SandboxResultResponse,
  sandboxResultResponseSchema,
} from '../../../../domain/billing-api';
import { apiJson } from '../../../lib/http';

/** GET /api/checkout-sessions/:id (the thank-you pages) or /api/sandbox-checkout/:id (the sandbox page). */
export function useCheckoutSession(id: string | null, source: 'checkout-sessions' | 'sandbox-checkout') {
  return useQuery<CheckoutSessionView>({
    queryKey: [`/api/${source}`, id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) => {
      const body = await apiJson<unknown>('GET', `/api/${source}/${id}`, undefined, { signal });
      return checkoutSessionResponseSchema.parse(body).checkoutSession;
    },
  });
}

/** POST /api/sandbox-checkout/:id/complete or /cancel: answers where the browser goes next. */
export async function finishSandboxCheckout(
  id: string,
  action: 'complete' | 'cancel',
): Promise<SandboxResultResponse> {
  return sandboxResultResponseSchema.parse(await apiJson('POST', `/api/sandbox-checkout/${id}/${action}`));
}
