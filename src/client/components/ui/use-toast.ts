import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastHandle, type ToastInput, type ToastState } from './toast-store';

export type { ToastHandle, ToastInput, ToastItem, ToastVariant } from './toast-store';

// One store for the whole app, so `toast()` works from anywhere: event handlers, mutation callbacks, outside React.
const store = createToastStore();

/** Shows a toast, replacing the one on screen. Returns its id and handles to dismiss or update it. */
export function toast(input: ToastInput): ToastHandle {
  return store.toast(input);
}

/** Closes one toast by id, or every toast without one. */
export function dismiss(id?: string): void {
  store.dismiss(id);
}

/** The current toasts, for components such as <Toaster />, plus the two actions. */
export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismiss } {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, toast, dismiss };
}

/** For tests of code that raises toasts. */
export const getToastState = (): ToastState => store.getState();
