import { useQuery } from '@tanstack/react-query';

/**
 * What this page reads of GET /api/current-user. Features do not import each other, so the page shares the
 * auth feature's cache entry through the same query key rather than its hook.
 */
export interface AccountUser {
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  authProvider: string;
  subscriptionStatus: string | null;
  planType: string | null;
  subscriptionExpiresAt: string | null;
  purchaseAmount: string | null;
}

export function useAccountUser() {
  const query = useQuery<{ success: boolean; user: AccountUser | null }>({ queryKey: ['/api/current-user'] });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}
