/**
 * A link into Employment History may ask for one saved job to open for editing (the tailoring panel's 'this
 * bullet, at that job'). It rides in the history entry's state, not the address: the builder's store reloads the
 * resume on every change of the query string, and a reload of the page should not reopen the form.
 */
const KEY = 'editEntryId';

/** The state to navigate with (wouter's Link `state`). */
export function editEntryState(entryId: string): Record<string, string> {
  return { [KEY]: entryId };
}

/** The saved entry the current history entry asks to edit, if any. */
export function readEditEntryHint(): string | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object') return null;
  const entryId = (state as Record<string, unknown>)[KEY];
  return typeof entryId === 'string' ? entryId : null;
}

/** Forgets the hint, so Back to this entry or a reload does not open the form again. */
export function clearEditEntryHint(): void {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object' || !(KEY in state)) return;
  const { [KEY]: _used, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '');
}
