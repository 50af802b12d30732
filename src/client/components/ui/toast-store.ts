import type { ReactNode } from 'react';

/** The spec (section 9): one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms for this toast (Infinity keeps it until dismissed). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  /** False once dismissed: Radix plays the exit, and the item stays until the remove delay has passed. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'update'; id: string; toast: Partial<ToastInput> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export const INITIAL_TOAST_STATE: ToastState = { toasts: [] };

/** Pure state transitions; an action without an id applies to every toast. */
export function toastReducer(state: ToastState, action: ToastAction, limit = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case 'add':
      // Newest first, so the limit drops the oldest: a new toast replaces the one on screen.
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, ...action.toast, id: t.id } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (toast: Partial<ToastInput>) => void;
}

interface StoreOptions {
  limit?: number;
  removeDelay?: number;
  /** Injected so tests can drive time; setTimeout/clearTimeout by default. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** A tiny external store for useSyncExternalStore: state, listeners, and the timers that remove toasts. */
export function createToastStore(options: StoreOptions = {}) {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelay = options.removeDelay ?? TOAST_REMOVE_DELAY;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));

  let state = INITIAL_TOAST_STATE;
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, unknown>();

  function dispatch(action: ToastAction): void {
    state = toastReducer(state, action, limit);
    // A toast that left the list (replaced or removed) needs no removal timer any more.
    for (const [id, timer] of removalTimers) {
      if (!state.toasts.some((t) => t.id === id)) {
        clearTimer(timer);
        removalTimers.delete(id);
      }
    }
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return;
    const timer = setTimer(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, removeDelay);
    removalTimers.set(id, timer);
  }

  function dismiss(id?: string): void {
    const targets = state.toasts.filter((t) => id === undefined || t.id === id);
    dispatch({ type: 'dismiss', ...(id === undefined ? {} : { id }) });
    for (const t of targets) scheduleRemoval(t.id);
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => dispatch({ type: 'update', id, toast: changes }),
    };
  }

  return {
    getState: (): ToastState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
