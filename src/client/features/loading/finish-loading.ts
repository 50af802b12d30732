import { isPlanActive } from '../../../domain/plans';

export interface LoadingUser {
  subscriptionStatus?: string | null;
  subscriptionExpiresAt?: string | null;
}

export interface FinishLoadingDeps {
  fetchUser(): Promise<LoadingUser | null>;
  /** Migrates a guest resume if there is one; resolves whatever the outcome (failures show their toast). */
  migrateGuestResume(): Promise<void>;
}

/**
 * After the success screen: a signed-in user's guest resume is migrated, then an active plan goes to
 * /dashboard and anything else to /select-plan. Not signed in, or any error: /select-plan.
 */
export async function finishLoading(deps: FinishLoadingDeps): Promise<'/dashboard' | '/select-plan'> {
  try {
    const user = await deps.fetchUser();
    if (!user) return '/select-plan';
    await deps.migrateGuestResume();
    const active = isPlanActive({
      subscriptionStatus: user.subscriptionStatus,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
    });
    return active ? '/dashboard' : '/select-plan';
  } catch (error) {
    console.error('Loading page check failed', error);
    return '/select-plan';
  }
}
