import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeDraft } from '../../../domain/draft-api';
import { contentFingerprint } from '../../../domain/draft-content';
import { emptyResume } from '../../../domain/resume';
import {
  AUTOSAVE_DELAY_MS,
  type AutosaveDeps,
  AutosaveEngine,
  type DraftSnapshot,
  type UnsentChange,
} from './autosave-engine';

class Conflict extends Error {
  constructor(readonly current: ResumeDraft) {
    super('conflict');
  }
}

function draft(fields: Partial<ResumeDraft> = {}): ResumeDraft {
  return {
    id: 'd1',
    userId: 'u1',
    title: 'T',
    data: emptyResume(),
    status: 'draft',
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...fields,
  };
}

function snapshot(title: string): DraftSnapshot {
  return { title, data: emptyResume() };
}

/** Deps whose calls are recorded and whose answers each test decides. */
function fakeDeps() {
  const stored: (UnsentChange | null)[] = [];
  const deps = {
    create: vi.fn(async (s: DraftSnapshot) => draft({ title: s.title })),
    save: vi.fn(async (id: string, body: DraftSnapshot & { version?: number }) =>
      draft({ id, title: body.title, version: (body.version ?? 1) + 1 }),
    ),
    conflictOf: (error: unknown) => (error instanceof Conflict ? error.current : undefined),
    storeUnsent: vi.fn((change: UnsentChange | null) => void stored.push(change)),
    onDraftCreated: vi.fn(),
  } satisfies AutosaveDeps;
  return { deps, stored };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AutosaveEngine', () => {
  it('saves 2 s after the last change, once, with the version it last saw', async () => {
    const { deps } = fakeDeps();
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 3 });
    engine.change(snapshot('a'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    engine.change(snapshot('ab'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    expect(deps.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(deps.save).toHaveBeenCalledWith('d1', { ...snapshot('ab'), version: 3 });
    expect(engine.getState()).toMatchObject({ status: 'saved', version: 4 });
  });

  it('keeps the unsent copy until the server has it', async () => {
    const { deps, stored } = fakeDeps();
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('a'));
    expect(stored.at(-1)).toMatchObject({ title: 'a', draftId: 'd1', baseVersion: 1 });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(stored.at(-1)).toBeNull();
    expect(engine.hasUnsavedChanges()).toBe(false);
  });

  it('creates the draft once: a second creation waits for the first and then updates it', async () => {
    const { deps } = fakeDeps();
    let finishCreate: (d: ResumeDraft) => void = () => {};
    deps.create.mockImplementationOnce(() => new Promise((resolve) => (finishCreate = resolve)));
    const engine = new AutosaveEngine(deps);
    engine.change(snapshot('a'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change(snapshot('ab'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(deps.create).toHaveBeenCalledTimes(1);
    expect(deps.save).not.toHaveBeenCalled();
    finishCreate(draft({ id: 'new', version: 1 }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(deps.onDraftCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 'new' }));
    expect(deps.save).toHaveBeenCalledWith('new', { ...snapshot('ab'), version: 1 });
  });

  it('retries a failed save with growing delays, showing retrying, and keeps the change', async () => {
    const { deps, stored } = fakeDeps();
    deps.save.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('a'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(engine.getState().status).toBe('retrying');
    expect(stored.at(-1)).toMatchObject({ title: 'a' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(deps.save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.save).toHaveBeenCalledTimes(3);
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('a'), version: 1 });
    expect(engine.getState().status).toBe('saved');
    expect(stored.at(-1)).toBeNull();
  });

  it('lifts the creation lock when the creation fails', async () => {
    const { deps } = fakeDeps();
    deps.create.mockRejectedValueOnce(new Error('down'));
    const engine = new AutosaveEngine(deps);
    engine.change(snapshot('a'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await vi.advanceTimersByTimeAsync(2000);
    expect(deps.create).toHaveBeenCalledTimes(2);
    expect(engine.getState()).toMatchObject({ status: 'saved', draftId: 'd1' });
  });

  it('stops on a conflict and offers both versions; keeping mine overwrites from the saved version', async () => {
    const { deps } = fakeDeps();
    const saved = draft({ title: 'Other tab', version: 5 });
    deps.save.mockRejectedValueOnce(new Conflict(saved));
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(engine.getState()).toMatchObject({
      status: 'conflict',
      conflict: { mine: snapshot('mine'), saved },
    });
    // Further typing waits for the choice rather than overwriting.
    engine.change(snapshot('mine2'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 5);
    expect(deps.save).toHaveBeenCalledTimes(1);
    await engine.keepMine();
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('mine2'), version: 5 });
    expect(engine.getState()).toMatchObject({ status: 'saved', version: 6, conflict: null });
  });

  it('loading the saved version drops my copy by choice and continues from its version', async () => {
    const { deps, stored } = fakeDeps();
    const saved = draft({ title: 'Other tab', version: 5 });
    deps.save.mockRejectedValueOnce(new Conflict(saved));
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(engine.loadSaved()).toEqual(saved);
    expect(stored.at(-1)).toBeNull();
    expect(engine.getState()).toMatchObject({ status: 'saved', version: 5, conflict: null });
    engine.change(snapshot('next'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('next'), version: 5 });
  });

  it('sends a change typed during a save once that save returns', async () => {
    const { deps } = fakeDeps();
    let finish: (d: ResumeDraft) => void = () => {};
    deps.save.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('a'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.change(snapshot('ab'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    finish(draft({ version: 2 }));
    await vi.advanceTimersByTimeAsync(10);
    expect(deps.save).toHaveBeenCalledTimes(2);
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('ab'), version: 2 });
  });

  describe('its own saves, answered late or not at all', () => {
    it('takes a 409 showing its own unanswered save as its own and sends what is newer on top', async () => {
      const { deps } = fakeDeps();
      // The first save reaches the server but its answer is lost; the retry meets the version it made.
      deps.save
        .mockRejectedValueOnce(new Error('connection reset'))
        .mockRejectedValueOnce(new Conflict(draft({ title: 'a', version: 2 })));
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
      engine.change(snapshot('a'));
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
      engine.change(snapshot('ab'));
      await vi.advanceTimersByTimeAsync(2000);
      expect(deps.save).toHaveBeenNthCalledWith(2, 'd1', { ...snapshot('ab'), version: 1 });
      await vi.advanceTimersByTimeAsync(10);
      expect(engine.getState().conflict).toBeNull();
      expect(deps.save).toHaveBeenCalledTimes(3);
      expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('ab'), version: 2 });
      expect(engine.getState()).toMatchObject({ status: 'saved', version: 3 });
    });

    it('after a reload, recognises the saves the page sent before it and sends nothing already there', async () => {
      const { deps, stored } = fakeDeps();
      deps.save.mockRejectedValueOnce(new Conflict(draft({ title: 'typed', version: 4 })));
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 3 });
      engine.adoptOwnWrites([contentFingerprint(snapshot('typed'))]);
      engine.change(snapshot('typed'));
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
      expect(deps.save).toHaveBeenCalledTimes(1);
      expect(engine.getState()).toMatchObject({ status: 'saved', version: 4, conflict: null });
      expect(stored.at(-1)).toBeNull();
    });

    it("still asks when the server holds another tab's content", async () => {
      const { deps } = fakeDeps();
      const other = draft({ title: 'other tab', version: 4 });
      deps.save.mockRejectedValueOnce(new Conflict(other));
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 3 });
      engine.adoptOwnWrites([contentFingerprint(snapshot('typed'))]);
      engine.change(snapshot('typed again'));
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
      expect(engine.getState()).toMatchObject({ status: 'conflict', conflict: { saved: other } });
    });

    it('remembers each sent save in the unsent store, so a reload can recognise it', async () => {
      const { deps, stored } = fakeDeps();
      deps.save.mockImplementationOnce(() => new Promise(() => {}));
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
      engine.change(snapshot('a'));
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
      expect(stored.at(-1)).toMatchObject({
        title: 'a',
        baseVersion: 1,
        sent: [contentFingerprint(snapshot('a'))],
      });
    });
  });

  it('does not save the saved version it has just loaded after a conflict', async () => {
    const { deps } = fakeDeps();
    const saved = draft({ title: 'Other tab', version: 5 });
    deps.save.mockRejectedValueOnce(new Conflict(saved));
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    engine.loadSaved();
    // The builder shows the loaded copy, which reaches the engine as a change.
    engine.change({ title: saved.title, data: saved.data });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(deps.save).toHaveBeenCalledTimes(1);
    expect(engine.getState()).toMatchObject({ status: 'saved', version: 5 });
    engine.change(snapshot('edited after loading'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('edited after loading'), version: 5 });
  });

  it('keeping my changes sends them even when they equal what this tab saved before the conflict', async () => {
    const { deps } = fakeDeps();
    const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 1 });
    engine.change(snapshot('mine'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    deps.save.mockRejectedValueOnce(new Conflict(draft({ title: 'Other tab', version: 7 })));
    engine.change(snapshot('mine!'));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(engine.getState().status).toBe('conflict');
    engine.change(snapshot('mine'));
    await engine.keepMine();
    expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('mine'), version: 7 });
  });

  describe('closing the page', () => {
    it('sends a save cut off by the unload again with keepalive, on the same version, without a prompt', async () => {
      const { deps, stored } = fakeDeps();
      deps.save.mockImplementationOnce(() => new Promise(() => {}));
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 2 });
      engine.change(snapshot('a'));
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
      expect(engine.sendBeforeUnload()).toEqual({ shouldPrompt: false });
      expect(deps.save).toHaveBeenLastCalledWith('d1', { ...snapshot('a'), version: 2 }, { keepalive: true });
      expect(stored.at(-1)).toMatchObject({ title: 'a', baseVersion: 2 });
    });

    it('sends a small unsent change with a keepalive PUT and does not prompt', () => {
      const { deps } = fakeDeps();
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 2 });
      engine.change(snapshot('a'));
      expect(engine.sendBeforeUnload()).toEqual({ shouldPrompt: false });
      expect(deps.save).toHaveBeenCalledWith('d1', { ...snapshot('a'), version: 2 }, { keepalive: true });
    });

    it('prompts instead when the body is 64 KB or more, or there is no draft yet', () => {
      const { deps } = fakeDeps();
      const big = new AutosaveEngine(deps, { draftId: 'd1', version: 2 });
      big.change({ title: 'a', data: { ...emptyResume(), summary: { content: 'x'.repeat(70_000) } } });
      expect(big.sendBeforeUnload()).toEqual({ shouldPrompt: true });
      const unsaved = new AutosaveEngine(deps);
      unsaved.change(snapshot('a'));
      expect(unsaved.sendBeforeUnload()).toEqual({ shouldPrompt: true });
      expect(deps.save).not.toHaveBeenCalled();
    });

    it('neither sends nor prompts with nothing unsent', () => {
      const { deps } = fakeDeps();
      const engine = new AutosaveEngine(deps, { draftId: 'd1', version: 2 });
      expect(engine.sendBeforeUnload()).toEqual({ shouldPrompt: false });
      expect(deps.save).not.toHaveBeenCalled();
    });
  });
});
