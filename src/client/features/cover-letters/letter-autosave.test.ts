import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CoverLetter, emptyLetterContent } from '../../../domain/cover-letter-api';
import { LetterAutosave, type LetterFields } from './letter-autosave';
import { LetterConflictError } from './save-cover-letter';

const design = {
  template: 'modern',
  colorScheme: 'blue',
  fontSize: 12,
  pageSize: 'letter',
  followsResume: false,
} as const;
const fields = (title: string): LetterFields => ({
  title,
  draftId: null,
  jobId: null,
  content: emptyLetterContent(),
  design,
});
const letter = (title: string, version: number): CoverLetter => ({
  id: 'l1',
  userId: 'u1',
  createdAt: '',
  updatedAt: '',
  ...fields(title),
  draftId: null,
  jobId: null,
  version,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LetterAutosave', () => {
  it('saves the last change 2 s after it with the version last saved, then the next with the new version', async () => {
    const save = vi.fn(async (body: LetterFields, version: number) => letter(body.title, version + 1));
    const autosave = new LetterAutosave({ save }, 3);
    autosave.change(fields('a'));
    autosave.change(fields('ab'));
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.slice(0, 2)).toEqual([fields('ab'), 3]);
    expect(autosave.getState()).toMatchObject({ status: 'saved', version: 4 });
    autosave.change(fields('abc'));
    await autosave.flush();
    expect(save.mock.calls[1]?.slice(0, 2)).toEqual([fields('abc'), 4]);
  });

  it('stops on a conflict until the user chooses: keep mine saves over the current version', async () => {
    const save = vi
      .fn<(body: LetterFields, version: number) => Promise<CoverLetter>>()
      .mockRejectedValueOnce(new LetterConflictError(letter('theirs', 7)))
      .mockImplementation(async (body, version) => letter(body.title, version + 1));
    const autosave = new LetterAutosave({ save }, 3);
    autosave.change(fields('mine'));
    await autosave.flush();
    expect(autosave.getState()).toMatchObject({ status: 'conflict', conflict: { version: 7 } });
    autosave.change(fields('mine, more'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    await autosave.keepMine();
    expect(save.mock.calls[1]?.slice(0, 2)).toEqual([fields('mine, more'), 7]);
    expect(autosave.getState()).toMatchObject({ status: 'saved', version: 8, conflict: null });
  });

  it('load saved drops the unsaved change and adopts the server version', async () => {
    const save = vi.fn().mockRejectedValueOnce(new LetterConflictError(letter('theirs', 7)));
    const autosave = new LetterAutosave({ save }, 3);
    autosave.change(fields('mine'));
    await autosave.flush();
    expect(autosave.loadSaved()?.title).toBe('theirs');
    expect(autosave.hasUnsaved).toBe(false);
    expect(autosave.getState()).toMatchObject({ version: 7, conflict: null });
  });

  it('retries a failed save and never drops it', async () => {
    const onError = vi.fn();
    const save = vi
      .fn<(body: LetterFields, version: number) => Promise<CoverLetter>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async (body, version) => letter(body.title, version + 1));
    const autosave = new LetterAutosave({ save, onError }, 1);
    autosave.change(fields('kept'));
    await autosave.flush();
    expect(autosave.getState().status).toBe('retrying');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenLastCalledWith(fields('kept'), 1, undefined);
    expect(autosave.getState()).toMatchObject({ status: 'saved', version: 2 });
  });
});
