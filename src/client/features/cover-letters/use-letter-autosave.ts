import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CoverLetter } from '../../../domain/cover-letter-api';
import { LetterAutosave, type LetterAutosaveState, type LetterFields } from './letter-autosave';
import { saveCoverLetter } from './save-cover-letter';

export interface LetterAutosaveHandle {
  state: LetterAutosaveState;
  keepMine(): Promise<void>;
  /** The server's letter after a conflict, for the editor to show instead. */
  loadSaved(): CoverLetter | null;
  flush(): Promise<void>;
}

/**
 * Feeds every change of the editor's fields to the autosave; the first value is what was loaded, not an edit,
 * unless `saved` says what the server holds (a letter created on its first edit: what was typed while the
 * create was in flight differs from it and is saved at once).
 * Closing the tab sends what is pending with keepalive (and asks while a save is still unconfirmed).
 */
export function useLetterAutosave(
  letterId: string,
  version: number,
  fields: LetterFields,
  saved?: LetterFields,
): LetterAutosaveHandle {
  const [autosave] = useState(
    () =>
      new LetterAutosave(
        {
          save: (body, seen, init) => saveCoverLetter(letterId, { ...body, version: seen }, init),
          onError: (error) => console.warn('Cover letter save failed; retrying', error),
        },
        version,
      ),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);

  const lastSeen = useRef<LetterFields | null>(saved ?? null);
  // After 'Load the saved version' the editor's next fields are the server's letter, not an edit to save.
  const isLoadingSaved = useRef(false);
  useEffect(() => {
    const previous = lastSeen.current;
    lastSeen.current = fields;
    if (isLoadingSaved.current) {
      isLoadingSaved.current = false;
      return;
    }
    if (previous && previous !== fields) autosave.change(fields);
  }, [autosave, fields]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.hasUnsaved) return;
      void autosave.flush({ keepalive: true });
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [autosave]);

  const state = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);
  return {
    state,
    keepMine: () => autosave.keepMine(),
    loadSaved: () => {
      const saved = autosave.loadSaved();
      if (saved) isLoadingSaved.current = true;
      return saved;
    },
    flush: () => autosave.flush(),
  };
}
