import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { writeString } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { logoutCall } from '../api/auth-calls';
import { forgetUser } from '../api/current-user';

export const LOGOUT_FAILED_MESSAGE = 'Failed to logout. Please try again.';

/** Leaves for / with a full reload, so no signed-in state survives in memory. */
function reloadHome() {
  window.location.assign('/');
}

/**
 * Sign out (spec section 4): after the server call succeeds, the logout marker tells other tabs, the stored
 * user keys go, and this tab goes to / and reloads. A failure is only reported.
 */
export function useLogout(options: { reportFailure?: 'toast' | 'log' } = {}) {
  const [isPending, setIsPending] = useState(false);
  const logout = useCallback(async () => {
    setIsPending(true);
    try {
      await logoutCall();
      writeString(STORAGE_KEYS.logoutEvent, String(Date.now()));
      forgetUser();
      reloadHome();
    } catch (error) {
      console.error('Logout failed', error);
      if (options.reportFailure !== 'log') toast({ title: LOGOUT_FAILED_MESSAGE, variant: 'destructive' });
      setIsPending(false);
    }
  }, [options.reportFailure]);
  return { logout, isPending };
}

/** Another tab signed out: follow it to / and reload. */
export function useLogoutSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.logoutEvent && event.newValue) {
        forgetUser();
        reloadHome();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
