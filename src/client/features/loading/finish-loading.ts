import { isPlanActive } from '../../../domain/plans';

export interface LoadingUser {
  subscriptionStatus?: string | null;
  subscriptionExpiresAt?: string | null;
}

/** The work /loading really does, in order, each shown as it runs (issue 29.15). */
// Their texts are the catalog's (namespace export, loading.step.<id>).
export const LOADING_STEPS = [{ id: 'account' }, { id: 'save' }, { id: 'check' }] as const;
export type LoadingStepId = (typeof LOADING_STEPS)[number]['id'];

export interface FinishLoadingDeps {
  fetchUser(): Promise<LoadingUser | null>;
  /** Migrates a guest resume if there is one; resolves whatever the outcome (failures show their toast). */
  migrateGuestResume(): Promise<void>;
  /** Checks the resume kept in this browser: how many points the preview page will advise on (null: none kept). */
  checkResume(): number | null;
  /** Called as each step finishes. */
  onStepDone?(step: LoadingStepId): void;
}

export interface LoadingOutcome {
  destination: '/dashboard' | '/select-plan';
  /** Advice points found by the check; null when it did not run. */
  adviceCount: number | null;
}

/**
 * A signed-in user's guest resume is migrated and checked, then an active plan goes to /dashboard and anything
 * else to /select-plan. Not signed in, or any error: /select-plan. It takes as long as the work, no longer.
 */
export async function finishLoading(deps: FinishLoadingDeps): Promise<LoadingOutcome> {
  try {
    const user = await deps.fetchUser();
    deps.onStepDone?.('account');
    if (!user) return { destination: '/select-plan', adviceCount: null };
    await deps.migrateGuestResume();
    deps.onStepDone?.('save');
    const adviceCount = deps.checkResume();
    deps.onStepDone?.('check');
    const active = isPlanActive({
      subscriptionStatus: user.subscriptionStatus,
      subscriptionExpiresAt: user.subscriptionExpiresAt,
    });
    return { destination: active ? '/dashboard' : '/select-plan', adviceCount };
  } catch (error) {
    console.error('Loading page check failed', error);
    return { destination: '/select-plan', adviceCount: null };
  }
}
