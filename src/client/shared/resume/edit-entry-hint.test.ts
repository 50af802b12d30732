import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearEditEntryHint, editEntryState, readEditEntryHint } from './edit-entry-hint';

/** Just the part of the History API the hint uses. */
function fakeHistory(initial: unknown) {
  const history = {
    state: initial,
    replaceState: vi.fn((state: unknown) => {
      history.state = state;
    }),
  };
  return history;
}

let history: ReturnType<typeof fakeHistory>;
beforeEach(() => {
  history = fakeHistory(null);
  vi.stubGlobal('window', { history });
});
afterEach(() => vi.unstubAllGlobals());

describe('the edit-entry hint', () => {
  it('reads the entry a link navigated with, and nothing from another state', () => {
    expect(readEditEntryHint()).toBeNull();
    history.state = { other: 1 };
    expect(readEditEntryHint()).toBeNull();
    history.state = { ...editEntryState('exp1'), other: 1 };
    expect(readEditEntryHint()).toBe('exp1');
  });

  it('is cleared from the history entry, keeping the rest of its state', () => {
    history.state = { ...editEntryState('exp1'), other: 1 };
    clearEditEntryHint();
    expect(history.state).toEqual({ other: 1 });
    expect(readEditEntryHint()).toBeNull();
    clearEditEntryHint();
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });
});
