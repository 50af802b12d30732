import { describe, expect, it, vi } from 'vitest';
import { finishLoading, LOADING_STEPS, type LoadingStepId } from './finish-loading';
import { stepProgress } from './loading-progress';

describe('loading progress', () => {
  it('is the share of finished steps', () => {
    expect(stepProgress(0, 3)).toBe(0);
    expect(stepProgress(1, 3)).toBe(33);
    expect(stepProgress(3, 3)).toBe(100);
    expect(stepProgress(4, 3)).toBe(100);
  });
});

describe('finishLoading', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString();
  const checkResume = () => 2;

  it('migrates and checks, then sends an active plan to /dashboard', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    const outcome = await finishLoading({
      fetchUser: async () => ({ subscriptionStatus: 'active', subscriptionExpiresAt: future }),
      migrateGuestResume,
      checkResume,
    });
    expect(outcome).toEqual({ destination: '/dashboard', adviceCount: 2 });
    expect(migrateGuestResume).toHaveBeenCalledOnce();
  });

  // Issue 29.15: the page shows the real work and moves on when it is done, not after a fixed 18 s.
  it('reports each step as it finishes and waits for nothing else', async () => {
    vi.useFakeTimers();
    try {
      const done: LoadingStepId[] = [];
      const outcome = await finishLoading({
        fetchUser: async () => ({ subscriptionStatus: null }),
        migrateGuestResume: async () => {},
        checkResume,
        onStepDone: (step) => done.push(step),
      });
      // Resolved with no timer advanced: no fixed delay anywhere.
      expect(vi.getTimerCount()).toBe(0);
      expect(done).toEqual(LOADING_STEPS.map((step) => step.id));
      expect(outcome.destination).toBe('/select-plan');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a user without an active plan to /select-plan, after migrating', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    const past = new Date(Date.now() - 1000).toISOString();
    const outcome = await finishLoading({
      fetchUser: async () => ({ subscriptionStatus: 'active', subscriptionExpiresAt: past }),
      migrateGuestResume,
      checkResume,
    });
    expect(outcome.destination).toBe('/select-plan');
    expect(migrateGuestResume).toHaveBeenCalledOnce();
  });

  it('sends a guest or any error to /select-plan without migrating', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    const guest = await finishLoading({ fetchUser: async () => null, migrateGuestResume, checkResume });
    expect(guest).toEqual({ destination: '/select-plan', adviceCount: null });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await finishLoading({
      fetchUser: async () => {
        throw new Error('offline');
      },
      migrateGuestResume,
      checkResume,
    });
    expect(failed.destination).toBe('/select-plan');
    expect(migrateGuestResume).not.toHaveBeenCalled();
  });
});
