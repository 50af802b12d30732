import { useQuery } from '@tanstack/react-query';
import type { CurrentUserAnswer, PublicUser } from '../../../domain/current-user';

/** What this page reads of GET /api/current-user: the app-wide cache entry, through the same query key. */
export type AccountUser = PublicUser;

export function useAccountUser() {
  const query = useQuery<CurrentUserAnswer>({ queryKey: ['/api/current-user'] });
  return { user: query.data?.user ?? null, isLoading: query.isLoading };
}
