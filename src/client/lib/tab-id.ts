import { createId } from '../../domain/ids';

/**
 * An id for this browser tab that survives its reloads (sessionStorage is per tab and kept across reloads) and
 * differs between tabs, so a tab can tell its own unanswered saves from another tab's after a reload.
 */
const KEY = 'resume-tab-id';
let fallback: string | undefined;

export function currentTabId(): string {
  try {
    const stored = globalThis.sessionStorage.getItem(KEY);
    if (stored) return stored;
    const id = createId();
    globalThis.sessionStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked: an id for this page's life, so nothing is recognised across a reload (the safe side).
    fallback ??= createId();
    return fallback;
  }
}
