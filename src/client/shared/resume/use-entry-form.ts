import { useCallback, useEffect, useState } from 'react';
import { type EntryFormName, type EntryFormValue, readEntryForm, writeEntryForm } from './entry-forms';
import { type EntryScope, useResumeStore } from './resume-store';

interface Slot<T> {
  scope: EntryScope | null;
  form: T;
  /** Changed by the user since it was read: only then is it written back. */
  isTyped: boolean;
}

function slotFor<T extends EntryFormValue>(scope: EntryScope | null, name: EntryFormName, empty: T): Slot<T> {
  return { scope, form: (scope && readEntryForm(scope.id, name, empty)) || empty, isTyped: false };
}

const isEmpty = (form: EntryFormValue, empty: EntryFormValue) =>
  Object.keys(empty).every((key) => form[key] === empty[key]);

/**
 * An entry form (a job, a school, a course) that is typed, not yet added: kept in localStorage for the resume
 * being edited, so changing step or reloading shows it again as typed (issue 29, ADR 0072). Setting it back to
 * `empty` (the entry was added, or the form cancelled) forgets it.
 */
export function useEntryForm<T extends EntryFormValue>(
  name: EntryFormName,
  empty: T,
): [T, (update: Partial<T> | ((current: T) => T)) => void] {
  const { entryScope } = useResumeStore();
  const [slot, setSlot] = useState<Slot<T>>(() => slotFor(entryScope, name, empty));
  // Another resume was loaded (or this one again, after Start Over): its own form, read now.
  if (slot.scope !== entryScope) setSlot(slotFor(entryScope, name, empty));

  useEffect(() => {
    if (!slot.isTyped || !slot.scope) return;
    writeEntryForm(slot.scope.id, name, isEmpty(slot.form, empty) ? null : slot.form);
  }, [slot, name, empty]);

  const update = useCallback((change: Partial<T> | ((current: T) => T)) => {
    setSlot((current) => ({
      ...current,
      form: typeof change === 'function' ? change(current.form) : { ...current.form, ...change },
      isTyped: true,
    }));
  }, []);
  return [slot.form, update];
}
