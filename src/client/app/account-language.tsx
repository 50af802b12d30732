import { useEffect } from 'react';
import { useCurrentUser } from '../shared/session/current-user';

/** Keeps a signed-in user's interface language on their account (sync-account-language.ts, loaded only then). */
export function AccountLanguage() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    void import('./sync-account-language').then(({ syncAccountLanguage }) => {
      if (!isCancelled) stop = syncAccountLanguage();
    });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [userId]);
  return null;
}
