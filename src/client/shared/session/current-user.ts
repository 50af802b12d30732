import type { CurrentUserAnswer, PublicUser } from '../../../domain/current-user';
import { removeKey, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { CURRENT_USER_URL, useCurrentUserState } from './current-user-store';

/** The user of GET /api/current-user (spec section 7), one shape shared with the server. */
export type CurrentUser = PublicUser;
export type { CurrentUserAnswer };

/** The query client's cache entry of the same answer (shared/query/link-current-user.ts keeps the two equal). */
export const CURRENT_USER_KEY = [CURRENT_USER_URL] as const;

/**
 * Fetched once (data never goes stale, spec section 9); sign-in, sign-out and payments refresh it. From the
 * current-user store, so pages without the query client (the landing page) read it too.
 */
export function useCurrentUser() {
  const { answer, isError } = useCurrentUserState();
  const user = answer?.user ?? null;
  return { user, isSignedIn: user !== null, isLoading: answer === undefined && !isError, isError };
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
