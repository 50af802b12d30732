import { useEffect, useSyncExternalStore } from 'react';
import type { CurrentUserAnswer } from '../../../domain/current-user';
import { apiJson } from '../../lib/http';

/**
 * Who is signed in, for every page, without the query client: the landing page's first load must stay within
 * its budget (issue 33), and TanStack Query is about 11 KB of it. Screens that use the query client read the
 * same answer through its cache entry, kept equal to this one (shared/query/link-current-user.ts).
 */
export interface CurrentUserState {
  /** GET /api/current-user's answer; undefined until the first one. */
  answer: CurrentUserAnswer | undefined;
  /** The last request failed (an answer from before stays). */
  isError: boolean;
}

export const CURRENT_USER_URL = '/api/current-user';

let state: CurrentUserState = { answer: undefined, isError: false };
let inFlight: Promise<void> | undefined;
let hasAsked = false;
const listeners = new Set<() => void>();

function setState(next: CurrentUserState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getCurrentUserState(): CurrentUserState {
  return state;
}

export function subscribeCurrentUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Two answers that say the same (small JSON from the server; a copy made by the query client is equal). */
export function isSameAnswer(a: CurrentUserAnswer | undefined, b: CurrentUserAnswer | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
}

/** A new answer (sign-in, a saved account setting, the query client's own fetch) replaces the known one. */
export function setCurrentUserAnswer(answer: CurrentUserAnswer): void {
  if (isSameAnswer(answer, state.answer) && !state.isError) return;
  setState({ answer, isError: false });
}

/** Asks the server again; one request at a time. */
export function refreshCurrentUser(): Promise<void> {
  hasAsked = true;
  inFlight ??= apiJson<CurrentUserAnswer>('GET', CURRENT_USER_URL)
    .then(setCurrentUserAnswer, (error: unknown) => {
      console.warn('Current user not loaded', error);
      setState({ ...state, isError: true });
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/**
 * The current answer; the first component that asks fetches it (once per page load: it never goes stale, spec
 * section 9; sign-in, sign-out and payments replace it). The prerender and hydration see no answer yet.
 */
export function useCurrentUserState(): CurrentUserState {
  const current = useSyncExternalStore(subscribeCurrentUser, getCurrentUserState, getCurrentUserState);
  useEffect(() => {
    if (!hasAsked) void refreshCurrentUser();
  }, []);
  return current;
}

/** For tests: back to a page that has asked nothing. */
export function resetCurrentUserStore(): void {
  state = { answer: undefined, isError: false };
  inFlight = undefined;
  hasAsked = false;
}
