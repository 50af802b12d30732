import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  INITIAL_TOAST_STATE,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  toastReducer,
} from './toast-store';
import { dismiss, getToastState, toast } from './use-toast';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({
  id,
  open: true,
  title: id,
  ...extra,
});

describe('toastReducer', () => {
  it('keeps one toast at a time: a new toast replaces the shown one', () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer(INITIAL_TOAST_STATE, { type: 'add', toast: item('a') });
    const two = toastReducer(one, { type: 'add', toast: item('b') });
    expect(two.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('keeps the newest toasts first up to a larger limit', () => {
    let state = INITIAL_TOAST_STATE;
    for (const id of ['a', 'b', 'c']) state = toastReducer(state, { type: 'add', toast: item(id) }, 2);
    expect(state.toasts.map((t) => t.id)).toEqual(['c', 'b']);
  });

  it('updates only the named toast and never its id', () => {
    const state = { toasts: [item('a'), item('b')] };
    const next = toastReducer(
      state,
      { type: 'update', id: 'a', toast: { title: 'Saved', variant: 'success' } },
      2,
    );
    expect(next.toasts[0]).toEqual({ id: 'a', open: true, title: 'Saved', variant: 'success' });
    expect(next.toasts[1]).toBe(state.toasts[1]);
  });

  it('dismisses by closing, not removing: one by id, or all without an id', () => {
    const state = { toasts: [item('a'), item('b')] };
    const one = toastReducer(state, { type: 'dismiss', id: 'b' }, 2);
    expect(one.toasts.map((t) => [t.id, t.open])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    const all = toastReducer(state, { type: 'dismiss' }, 2);
    expect(all.toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast by id, or all without an id', () => {
    const state = { toasts: [item('a'), item('b')] };
    expect(toastReducer(state, { type: 'remove', id: 'a' }, 2).toasts.map((t) => t.id)).toEqual(['b']);
    expect(toastReducer(state, { type: 'remove' }, 2).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state = { toasts: [item('a')] };
    toastReducer(state, { type: 'dismiss', id: 'a' });
    expect(state.toasts[0]?.open).toBe(true);
  });
});

describe('createToastStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds an open toast with the default variant and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'Payment Error', description: 'Payment processing failed' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().toasts).toEqual([
      {
        id: handle.id,
        title: 'Payment Error',
        description: 'Payment processing failed',
        variant: 'default',
        open: true,
      },
    ]);
  });

  it('gives each toast its own id and stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.toast({ title: 'a' });
    unsubscribe();
    const b = store.toast({ title: 'b' });
    expect(a.id).not.toBe(b.id);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates a shown toast through its handle (progress toast becomes an error)', () => {
    const store = createToastStore();
    const handle = store.toast({
      title: 'Processing...',
      description: 'Creating your secure checkout session...',
    });
    handle.update({ title: 'Payment Error', variant: 'destructive' });
    expect(store.getState().toasts[0]).toMatchObject({
      id: handle.id,
      title: 'Payment Error',
      description: 'Creating your secure checkout session...',
      variant: 'destructive',
      open: true,
    });
  });

  it('removes a dismissed toast only after TOAST_REMOVE_DELAY (1,000,000 ms)', () => {
    vi.useFakeTimers();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const store = createToastStore();
    const handle = store.toast({ title: 'Saved' });
    handle.dismiss();
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('schedules one removal however often a toast is dismissed', () => {
    const setTimer = vi.fn(() => 0);
    const store = createToastStore({ setTimer, clearTimer: () => {} });
    const handle = store.toast({ title: 'x' });
    handle.dismiss();
    handle.dismiss();
    store.dismiss();
    expect(setTimer).toHaveBeenCalledTimes(1);
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), TOAST_REMOVE_DELAY);
  });

  it('dismiss() without an id closes every toast and schedules each removal', () => {
    const timers: Array<() => void> = [];
    const store = createToastStore({ limit: 3, setTimer: (cb) => timers.push(cb), clearTimer: () => {} });
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store.dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
    expect(timers).toHaveLength(2);
    for (const run of timers) run();
    expect(store.getState().toasts).toEqual([]);
  });

  it('cancels the removal timer of a toast that a newer toast replaced', () => {
    const clearTimer = vi.fn();
    const store = createToastStore({ setTimer: () => 'timer-a', clearTimer });
    store.toast({ title: 'a' }).dismiss();
    const b = store.toast({ title: 'b' });
    expect(clearTimer).toHaveBeenCalledWith('timer-a');
    expect(store.getState().toasts.map((t) => t.id)).toEqual([b.id]);
  });

  it('a late removal of a replaced toast leaves the new toast alone', () => {
    const timers: Array<() => void> = [];
    const store = createToastStore({ setTimer: (cb) => timers.push(cb), clearTimer: () => {} });
    store.toast({ title: 'a' }).dismiss();
    const b = store.toast({ title: 'b' });
    timers[0]?.();
    expect(store.getState().toasts.map((t) => t.id)).toEqual([b.id]);
  });
});

describe('module-level toast() and dismiss()', () => {
  it('share one store across callers, one toast at a time', () => {
    vi.useFakeTimers();
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'success' });
    expect(getToastState().toasts).toMatchObject([
      { id: second.id, title: 'Second', variant: 'success', open: true },
    ]);
    dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(getToastState().toasts).toEqual([]);
    vi.useRealTimers();
  });
});
