import { useCallback, useEffect, useState } from 'react';
import { type ToastInput, toast } from '../../components/ui/use-toast';
import { apiJson } from '../../lib/http';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { translateNow } from '../../lib/i18n/translate-now';
import { readString, removeKey, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { forgetUser } from './current-user';

const logoutCall = () => apiJson<{ success: boolean }>('POST', '/api/auth/logout');

/** The toast of a sign-out that failed (the spec's 'Failed to logout. Please try again.'), in the interface language. */
export function logoutFailedToast(): ToastInput {
  return { title: translateNow(SITE_TEXTS, 'userMenu.signOutFailed'), variant: 'destructive' };
}

/**
 * A local copy that belongs to one of the account's drafts is safe on the server; it leaves the browser with
 * the user, so the next person at this computer neither sees it nor saves it into their own account. A guest
 * resume never saved to an account stays.
 */
function forgetAccountResume() {
  if (readString(STORAGE_KEYS.draftLink) === null) return;
  for (const key of [
    STORAGE_KEYS.draftLink,
    STORAGE_KEYS.resumeData,
    STORAGE_KEYS.resumeTitle,
    STORAGE_KEYS.resumeDraft,
  ]) {
    removeKey(key);
  }
}

/** Leaves for / with a full reload, so no signed-in state survives in memory. */
function reloadHome() {
  window.location.assign('/');
}

/**
 * What follows a sign-out the server already made (logout, a deleted account): other tabs are told through the
 * logout marker, the stored user keys and the account's local resume go, and this tab reloads at /.
 */
export function leaveSignedOut(): void {
  writeString(STORAGE_KEYS.logoutEvent, String(Date.now()));
  forgetUser();
  forgetAccountResume();
  reloadHome();
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
      leaveSignedOut();
    } catch (error) {
      console.error('Logout failed', error);
      if (options.reportFailure !== 'log') toast(logoutFailedToast());
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
