import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { CurrentUserAnswer } from '../../../domain/current-user';
import { CURRENT_USER_KEY } from '../session/current-user';
import {
  getCurrentUserState,
  isSameAnswer,
  refreshCurrentUser,
  setCurrentUserAnswer,
  subscribeCurrentUser,
} from '../session/current-user-store';

/**
 * One answer to "who is signed in" in two places: the current-user store (every page, the header) and the query
 * client's cache entry (screens and mutations that read, set or invalidate ['/api/current-user']). Whichever
 * changes, the other follows (compared by content: the cache keeps its own copy); an invalidated entry that no screen watches is fetched again all the same, since
 * the header watches the store.
 */
export function linkCurrentUser(queryClient: QueryClient): () => void {
  const entryHash = hashKey(CURRENT_USER_KEY);

  const copyToCache = () => {
    const { answer } = getCurrentUserState();
    if (answer && !isSameAnswer(queryClient.getQueryData<CurrentUserAnswer>(CURRENT_USER_KEY), answer))
      queryClient.setQueryData<CurrentUserAnswer>(CURRENT_USER_KEY, answer);
  };
  copyToCache();
  const stopStore = subscribeCurrentUser(copyToCache);

  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== entryHash) return;
    if (event.action.type === 'success') {
      const data = event.query.state.data as CurrentUserAnswer | undefined;
      if (data) setCurrentUserAnswer(data);
    } else if (event.action.type === 'invalidate' && event.query.getObserversCount() === 0) {
      void refreshCurrentUser();
    }
  });
  return () => {
    stopStore();
    stopCache();
  };
}
