import { useQuery } from '@tanstack/react-query';
import type { CurrentUserAnswer, PublicUser } from '../../../domain/current-user';
import { removeKey, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/** The user of GET /api/current-user (spec section 7), one shape shared with the server. */
export type CurrentUser = PublicUser;
export type { CurrentUserAnswer };

export const CURRENT_USER_KEY = ['/api/current-user'] as const;

/** Fetched once (data never goes stale, spec section 9); sign-in, sign-out and payments refresh it. */
export function useCurrentUser() {
  const query = useQuery<CurrentUserAnswer>({ queryKey: CURRENT_USER_KEY });
  const user = query.data?.user ?? null;
  return { user, isSignedIn: user !== null, isLoading: query.isLoading, isError: query.isError, query };
}

export async function fetchCurrentUser(): Promise<CurrentUserAnswer> {
  const response = await fetch('/api/current-user', { credentials: 'include', cache: 'no-store' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as CurrentUserAnswer;
}

/** The spec's `currentUser` and `userData` keys: who is signed in, never a secret. */
export function rememberUser(user: CurrentUser): void {
  writeJson(STORAGE_KEYS.currentUser, { id: user.id, email: user.email });
  writeJson(STORAGE_KEYS.userData, { email: user.email, firstName: user.firstName, lastName: user.lastName });
}

export function forgetUser(): void {
  removeKey(STORAGE_KEYS.currentUser);
  removeKey(STORAGE_KEYS.userData);
}
