import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DRAFTS, readTailoringMemory, writeTailoringMemory } from './tailoring-memory';

/** A Map-backed localStorage: the storage helpers need only these methods. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the tailoring memory', () => {
  it('keeps each draft’s job and whether its panel is shown', () => {
    expect(readTailoringMemory('d1')).toBeNull();
    writeTailoringMemory('d1', { jobId: 'j1', isOpen: true });
    writeTailoringMemory('d2', { jobId: 'j2', isOpen: true });
    writeTailoringMemory('d1', { jobId: 'j1', isOpen: false });
    expect(readTailoringMemory('d1')).toEqual({ jobId: 'j1', isOpen: false });
    expect(readTailoringMemory('d2')).toEqual({ jobId: 'j2', isOpen: true });
  });

  it('forgets the drafts used longest ago past its bound', () => {
    for (let i = 0; i <= MAX_DRAFTS; i += 1) writeTailoringMemory(`d${i}`, { jobId: 'j', isOpen: true });
    expect(readTailoringMemory('d0')).toBeNull();
    expect(readTailoringMemory('d1')).not.toBeNull();
    expect(readTailoringMemory(`d${MAX_DRAFTS}`)).not.toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('tailoring-panels', '{not json');
    expect(readTailoringMemory('d1')).toBeNull();
    writeTailoringMemory('d1', { jobId: 'j1', isOpen: true });
    expect(readTailoringMemory('d1')).toEqual({ jobId: 'j1', isOpen: true });
  });
});
