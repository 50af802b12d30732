import { useEffect } from 'react';
import { toast } from '../components/ui/use-toast';
import { useCurrentUser } from '../shared/session/current-user';

/**
 * A guest's resume follows them into their account (spec section 6): whenever a user is signed in (after the
 * modal, the OAuth popup, or on a later load after a failed try), the local resume migrates once and editing
 * continues on that draft. The code loads only for signed-in visitors.
 */
export function GuestMigration() {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    let isCancelled = false;
    void import('./migrate-after-sign-in').then(async ({ migrateAfterSignIn, failedMigrationToast }) => {
      const outcome = await migrateAfterSignIn(userId);
      if (!isCancelled && outcome.kind === 'failed') toast(failedMigrationToast(outcome.toast));
    });
    return () => {
      isCancelled = true;
    };
  }, [userId]);
  return null;
}
