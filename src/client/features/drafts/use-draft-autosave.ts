import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defaultDraftTitle, type ResumeDraft } from '../../../domain/draft-api';
import type { Resume } from '../../../domain/resume';
import { interfaceLanguageNow } from '../../lib/i18n/interface-language-now';
import { createDraft } from './api/create-draft';
import { DraftConflictError, saveDraft } from './api/save-draft';
import { AutosaveEngine, type AutosaveState } from './autosave-engine';
import { renameDraft } from './rename-draft';
import { writeUnsent } from './unsent-store';

export interface DraftAutosaveOptions {
  resume: Resume;
  /** The title bar's title; blank means '{first} {last} Resume'. */
  title: string;
  /** The draft being edited (from resumeId or a creation), and the version it was loaded at. */
  draftId: string | null;
  version: number | null;
  /** canAutosave(...) for the current route, session and load state. */
  isEnabled: boolean;
  /** A draft was created: the builder keeps its id (and puts resumeId in the address). */
  onDraftCreated?(draft: ResumeDraft): void;
  /** 'Load the saved version' was chosen: the builder replaces its state with this draft. */
  onLoadSaved?(draft: ResumeDraft): void;
}

export interface DraftAutosave {
  state: AutosaveState;
  keepMine(): Promise<void>;
  loadSaved(): void;
  flush(): Promise<void>;
  /**
   * Queues a change kept from before a reload that the server never confirmed; `ownWrites` are the saves this
   * tab sent then without hearing back, so meeting one of them on the server is not taken for a conflict.
   */
  resend(snapshot: { title: string; data: Resume }, ownWrites?: readonly string[]): void;
  /** The title bar's rename: PUT now; on failure the title reverts and 'Failed to save title...' shows. */
  rename(title: string, previousTitle: string, setTitle: (title: string) => void): Promise<void>;
}

/**
 * The builder's autosave: feeds every change of resume or title to the engine while autosave is enabled,
 * attaches drafts loaded from outside, and on closing the tab sends or asks (see AutosaveEngine).
 */
export function useDraftAutosave(options: DraftAutosaveOptions): DraftAutosave {
  const callbacks = useRef(options);
  callbacks.current = options;
  const [engine] = useState(
    () =>
      new AutosaveEngine(
        {
          create: (snapshot) => createDraft({ ...snapshot, status: 'draft' }),
          save: (id, body, init) => saveDraft(id, body, init),
          conflictOf: (error) => (error instanceof DraftConflictError ? error.current : undefined),
          storeUnsent: writeUnsent,
          onDraftCreated: (draft) => callbacks.current.onDraftCreated?.(draft),
          onError: (error) => console.error('Draft save failed', error),
        },
        { draftId: options.draftId, version: options.version },
      ),
  );
  useEffect(() => () => engine.dispose(), [engine]);

  const { draftId, version } = options;
  useEffect(() => {
    const state = engine.getState();
    if (draftId && version !== null && (state.draftId !== draftId || (state.version ?? 0) < version)) {
      engine.attach({ id: draftId, version });
    }
  }, [engine, draftId, version]);

  // The first value seen with autosave enabled is what was loaded, not an edit; later values are the user's
  // changes. A draft's load lands in the same render that enables autosave, so the baseline is only taken
  // while enabled: otherwise merely opening a draft would save it and bump its version under other tabs.
  const { resume, title, isEnabled } = options;
  const lastSeen = useRef<{ resume: Resume; title: string } | null>(null);
  useEffect(() => {
    const previous = lastSeen.current;
    lastSeen.current = isEnabled ? { resume, title } : null;
    if (!isEnabled || !previous || (previous.resume === resume && previous.title === title)) return;
    engine.change({
      title: title.trim() || defaultDraftTitle(resume, interfaceLanguageNow()),
      data: resume,
    });
  }, [engine, resume, title, isEnabled]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (engine.sendBeforeUnload().shouldPrompt) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [engine]);

  const state = useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
  const loadSaved = useCallback(() => {
    const saved = engine.loadSaved();
    if (saved) callbacks.current.onLoadSaved?.(saved);
  }, [engine]);
  const rename = useCallback(
    async (title: string, previousTitle: string, setTitle: (title: string) => void) => {
      const { draftId: id, version: seen } = engine.getState();
      if (!id) {
        setTitle(title.trim() || previousTitle);
        return;
      }
      const draft = await renameDraft({
        draftId: id,
        version: seen,
        title,
        previousTitle,
        resume: callbacks.current.resume,
        setTitle,
      });
      engine.attach(draft);
    },
    [engine],
  );
  return {
    state,
    keepMine: () => engine.keepMine(),
    loadSaved,
    flush: () => engine.flush(),
    resend: (snapshot, ownWrites = []) => {
      engine.adoptOwnWrites(ownWrites);
      engine.change(snapshot);
    },
    rename,
  };
}
