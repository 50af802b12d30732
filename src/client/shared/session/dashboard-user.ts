import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

/** The fields of GET /api/current-user the dashboard reads (spec section 7); the same cache entry as useCurrentUser's. */
export const dashboardUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  subscriptionStatus: z.string().nullable().optional(),
  planType: z.string().nullable().optional(),
  subscriptionExpiresAt: z.string().nullable().optional(),
  purchaseAmount: z.string().nullable().optional(),
});
export type DashboardUser = z.infer<typeof dashboardUserSchema>;

const currentUserResponseSchema = z.object({ user: dashboardUserSchema.nullable().optional() }).loose();

/** The signed-in user, or null for a guest (a 401 counts as no user). */
export async function fetchDashboardUser(signal?: AbortSignal): Promise<DashboardUser | null> {
  const response = await fetch('/api/current-user', { credentials: 'include', cache: 'no-store', signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return currentUserResponseSchema.parse(await response.json()).user ?? null;
}

/**
 * The signed-in user from the app-wide current-user query (useCurrentUser's cache entry, whose data is the
 * whole answer {success, user}): `data` is the user, null for a guest, undefined until answered.
 */
export function useDashboardUser() {
  const query = useQuery<{ user?: DashboardUser | null }>({ queryKey: ['/api/current-user'] });
  const data = query.data === undefined ? undefined : (query.data.user ?? null);
  return { data, isSuccess: query.isSuccess };
}
