import { describe, expect, it, vi } from 'vitest';
import { type CoverLetter, emptyLetterContent } from '../../../domain/cover-letter-api';
import { FirstLetterSave } from './first-letter-save';
import type { LetterFields } from './letter-autosave';

const fields = (title: string): LetterFields => ({
  title,
  draftId: null,
  jobId: null,
  content: emptyLetterContent(),
  design: { template: 'modern', colorScheme: 'blue', fontSize: 12, pageSize: 'letter', followsResume: true },
});
const letter = (sent: LetterFields): CoverLetter => ({
  id: 'l1',
  userId: 'u1',
  createdAt: '',
  updatedAt: '',
  version: 1,
  ...sent,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('FirstLetterSave', () => {
  it('creates nothing until the first change', () => {
    const create = vi.fn();
    const first = new FirstLetterSave({ create, onCreated: vi.fn() });
    expect(first.getState().status).toBe('unsaved');
    expect(create).not.toHaveBeenCalled();
  });

  it('two quick changes create one letter, with the first change; the created letter names what was sent', async () => {
    const answer = deferred<CoverLetter>();
    const create = vi.fn(() => answer.promise);
    const onCreated = vi.fn();
    const first = new FirstLetterSave({ create, onCreated });
    const a = fields('a');
    first.change(a);
    first.change(fields('ab'));
    expect(first.getState().status).toBe('creating');
    answer.resolve(letter(a));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    first.change(fields('abc'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(a);
    expect(onCreated).toHaveBeenCalledWith(letter(a), a);
    expect(first.getState()).toEqual({ status: 'created', error: null });
  });

  it('a failed create waits for the retry, which sends the fields as they are then, once', async () => {
    const create = vi
      .fn<(sent: LetterFields) => Promise<CoverLetter>>()
      .mockRejectedValueOnce(new Error('503: Service unavailable'))
      .mockImplementation(async (sent) => letter(sent));
    const onCreated = vi.fn();
    const first = new FirstLetterSave({ create, onCreated });
    first.change(fields('a'));
    await vi.waitFor(() => expect(first.getState().status).toBe('failed'));
    expect(first.getState().error).toBe('Service unavailable');
    first.change(fields('ab'));
    expect(create).toHaveBeenCalledTimes(1);
    first.retry(fields('abc'));
    first.retry(fields('abcd'));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith(fields('abc'));
  });
});
