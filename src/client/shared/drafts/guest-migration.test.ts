import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeDraft } from '../../../domain/draft-api';
import { emptyResume } from '../../../domain/resume';
import { ApiError } from '../../lib/http';
import {
  forgetGuestMigration,
  MIGRATION_ERROR_TOAST,
  MIGRATION_ISSUE_TOAST,
  MIGRATION_KEY_STORAGE,
  migrateGuestResume,
} from './guest-migration';

/** A Map-backed localStorage: the storage helpers need only these four methods. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const guestResume = {
  ...emptyResume(),
  personalDetails: { ...emptyResume().personalDetails, firstName: 'Ada' },
};
const sent = (id = 'draft-1') => ({ id }) as ResumeDraft;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

describe('migrateGuestResume', () => {
  it('does nothing without a guest resume with content', async () => {
    const send = vi.fn();
    expect(await migrateGuestResume({ send })).toEqual({ kind: 'none' });
    localStorage.setItem('resume-data', JSON.stringify(emptyResume()));
    expect(await migrateGuestResume({ send })).toEqual({ kind: 'none' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the resume, stored title and one key, and stores migratedResumeId', async () => {
    localStorage.setItem('resume-data', JSON.stringify(guestResume));
    localStorage.setItem('resume-title', ' Ada CV ');
    const send = vi.fn(async () => sent());
    expect(await migrateGuestResume({ send, newKey: () => 'key-1234567890' })).toEqual({
      kind: 'migrated',
      draftId: 'draft-1',
    });
    expect(send).toHaveBeenCalledWith({ title: 'Ada CV', data: guestResume, migrationKey: 'key-1234567890' });
    expect(localStorage.getItem('migratedResumeId')).toBe('draft-1');
    // Exactly once: a later load does not send again.
    expect(await migrateGuestResume({ send, newKey: () => 'other-key-000' })).toEqual({
      kind: 'migrated',
      draftId: 'draft-1',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the key and the local copy on failure, with the section 8 toasts, and retries with the same key', async () => {
    localStorage.setItem('resume-data', JSON.stringify(guestResume));
    const issue = await migrateGuestResume({
      send: async () => {
        throw new ApiError(500, 'boom', null);
      },
      newKey: () => 'key-aaaaaaaaaa',
    });
    expect(issue).toEqual({ kind: 'failed', toast: MIGRATION_ISSUE_TOAST });
    const error = await migrateGuestResume({
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(error).toEqual({ kind: 'failed', toast: MIGRATION_ERROR_TOAST });
    expect(localStorage.getItem('resume-data')).not.toBeNull();
    const send = vi.fn(async () => sent('draft-2'));
    await migrateGuestResume({ send, newKey: () => 'never-used-key' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ migrationKey: 'key-aaaaaaaaaa' }));
  });

  it('gives a new guest resume a new key after forgetGuestMigration', async () => {
    localStorage.setItem('resume-data', JSON.stringify(guestResume));
    await migrateGuestResume({ send: async () => sent(), newKey: () => 'key-first-0001' });
    forgetGuestMigration();
    expect(localStorage.getItem(MIGRATION_KEY_STORAGE)).toBeNull();
    const send = vi.fn(async () => sent('draft-3'));
    await migrateGuestResume({ send, newKey: () => 'key-second-001' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ migrationKey: 'key-second-001' }));
  });
});
