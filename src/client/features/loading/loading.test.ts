import { describe, expect, it, vi } from 'vitest';
import { finishLoading } from './finish-loading';
import {
  LOADING_PHASES,
  nextProgress,
  PROGRESS_PER_TICK,
  PROGRESS_TICK_MS,
  phaseIndex,
} from './loading-progress';

describe('loading progress', () => {
  it('fills in about 18 s and stops at 100', () => {
    let progress = 0;
    let ticks = 0;
    while (progress < 100) {
      progress = nextProgress(progress);
      ticks++;
    }
    expect(progress).toBe(100);
    expect((ticks * PROGRESS_TICK_MS) / 1000).toBeCloseTo(18, 0);
    expect(PROGRESS_PER_TICK).toBe(0.278);
  });

  it('shows the phase of each quarter', () => {
    expect(LOADING_PHASES[phaseIndex(0)]).toBe('Analyzing your content');
    expect(LOADING_PHASES[phaseIndex(24.9)]).toBe('Analyzing your content');
    expect(LOADING_PHASES[phaseIndex(25)]).toBe('Optimizing for ATS systems');
    expect(LOADING_PHASES[phaseIndex(50)]).toBe('Enhancing readability');
    expect(LOADING_PHASES[phaseIndex(75)]).toBe('Finalizing formatting');
    expect(LOADING_PHASES[phaseIndex(100)]).toBe('Finalizing formatting');
  });
});

describe('finishLoading', () => {
  const future = new Date(Date.now() + 86_400_000).toISOString();

  it('migrates, then sends an active plan to /dashboard', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    const destination = await finishLoading({
      fetchUser: async () => ({ subscriptionStatus: 'active', subscriptionExpiresAt: future }),
      migrateGuestResume,
    });
    expect(destination).toBe('/dashboard');
    expect(migrateGuestResume).toHaveBeenCalledOnce();
  });

  it('sends a user without an active plan to /select-plan, after migrating', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    const past = new Date(Date.now() - 1000).toISOString();
    expect(
      await finishLoading({
        fetchUser: async () => ({ subscriptionStatus: 'active', subscriptionExpiresAt: past }),
        migrateGuestResume,
      }),
    ).toBe('/select-plan');
    expect(migrateGuestResume).toHaveBeenCalledOnce();
  });

  it('sends a guest or any error to /select-plan without migrating', async () => {
    const migrateGuestResume = vi.fn(async () => {});
    expect(await finishLoading({ fetchUser: async () => null, migrateGuestResume })).toBe('/select-plan');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      await finishLoading({
        fetchUser: async () => {
          throw new Error('offline');
        },
        migrateGuestResume,
      }),
    ).toBe('/select-plan');
    expect(migrateGuestResume).not.toHaveBeenCalled();
  });
});
