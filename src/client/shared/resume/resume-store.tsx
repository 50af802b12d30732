import {
  createContext,
  type Dispatch,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useSearch } from 'wouter';
import { useBuilderIntegrations } from './builder-integrations';
import { clearEntryForms, GUEST_SCOPE, moveEntryForms } from './entry-forms';
import { planLoad, plannedDesign } from './load-plan';
import { historyReducer, initialHistory } from './resume-history';
import { type BuilderState, initialBuilderState, type ResumeAction } from './resume-reducer';
import { clearStoredResume, readStoredResume, readStoredTitle, writeStoredResume } from './resume-storage';

interface ResumeStore {
  state: BuilderState;
  dispatch: Dispatch<ResumeAction>;
  /** False while a saved draft (resumeId) is loading: nothing is persisted or autosaved meanwhile. */
  isLoaded: boolean;
  startOver: () => void;
  /** Steps back through the changes of this visit (resume-history.ts); each undo is saved like an edit. */
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** 'Undone' or 'Redone' after each, for a live region: the change itself may be on another step. */
  historyMessage: string;
  /**
   * Which resume the entry forms typed but not yet added belong to (entry-forms.ts): a new object each time the
   * builder (re)loads a resume, so the forms are read again; null until the first load has run.
   */
  entryScope: EntryScope | null;
}

export interface EntryScope {
  /** GUEST_SCOPE or the server draft's id. */
  id: string;
}

const ResumeStoreContext = createContext<ResumeStore | null>(null);

function localState(): BuilderState {
  return { resume: readStoredResume() ?? initialBuilderState().resume, title: readStoredTitle() };
}

const initialLocalHistory = () => initialHistory(localState());

/**
 * The builder's resume: a reducer persisted to localStorage, reloaded on each change of the query string with
 * the spec's precedence (template, then resumeId, then new=true, else the local copy).
 */
export function ResumeStoreProvider({ children }: { children: ReactNode }) {
  const search = useSearch();
  const { loadServerDraft, onResumeChange, isDraftInEditor, onLocalReset, linkedDraftId } =
    useBuilderIntegrations();
  const [history, dispatchHistory] = useReducer(historyReducer, undefined, initialLocalHistory);
  const state = history.present;
  // The time of each edit is read here, not in the reducer, so the reducer stays pure.
  const dispatch = useCallback<Dispatch<ResumeAction>>(
    (action) => dispatchHistory({ type: 'edit', action, at: Date.now() }),
    [],
  );
  const [isLoaded, setIsLoaded] = useState(true);
  const [historyMessage, setHistoryMessage] = useState('');
  const [entryScope, setEntryScope] = useState<EntryScope | null>(null);
  const entryScopeRef = useRef(entryScope);
  entryScopeRef.current = entryScope;
  // The same words twice in a row are not announced again; a trailing no-break space makes them new.
  const announce = useCallback(
    (words: string) => setHistoryMessage((previous) => (previous === words ? `${words}\u00a0` : words)),
    [],
  );
  const onResumeChangeRef = useRef(onResumeChange);
  onResumeChangeRef.current = onResumeChange;
  const loadServerDraftRef = useRef(loadServerDraft);
  loadServerDraftRef.current = loadServerDraft;
  const isDraftInEditorRef = useRef(isDraftInEditor);
  isDraftInEditorRef.current = isDraftInEditor;
  const onLocalResetRef = useRef(onLocalReset);
  onLocalResetRef.current = onLocalReset;
  const linkedDraftIdRef = useRef(linkedDraftId);
  linkedDraftIdRef.current = linkedDraftId;

  useEffect(() => {
    const loadLocal = () => {
      const local = localState();
      dispatch({ type: 'load', data: local.resume, title: local.title });
    };
    const plan = planLoad(search);
    // The address just gained the id of the draft being edited (its first save): keep editing as is, and the
    // forms typed meanwhile are that draft's now.
    if (plan.kind === 'server' && isDraftInEditorRef.current?.(plan.resumeId)) {
      const previous = entryScopeRef.current?.id ?? GUEST_SCOPE;
      if (previous !== plan.resumeId) {
        moveEntryForms(previous, plan.resumeId);
        setEntryScope({ id: plan.resumeId });
      }
      return;
    }
    dispatch({ type: 'reset' });
    // The local copy is the resume of the draft it is linked to (a signed-in user), else the guest's.
    const localScope = () => linkedDraftIdRef.current?.() ?? GUEST_SCOPE;
    // new=true starts a resume of its own (the local copy and its link go below); a sample replaces the local one.
    const scope = plan.kind === 'server' ? plan.resumeId : plan.kind === 'new' ? GUEST_SCOPE : localScope();
    if (plan.kind === 'template' || plan.kind === 'new') clearEntryForms(scope);
    setEntryScope({ id: scope });
    // A saved draft keeps its own design; any other start takes the gallery's choice over what it loads.
    const design = plannedDesign(search);
    const applyDesign = () => {
      if (design) dispatch({ type: 'load', data: { template: design } });
    };
    if (plan.kind === 'template') {
      dispatch({ type: 'load', data: plan.resume });
      applyDesign();
      setIsLoaded(true);
      return;
    }
    const load = loadServerDraftRef.current;
    if (plan.kind === 'server' && load) {
      setIsLoaded(false);
      const controller = new AbortController();
      load(plan.resumeId, controller.signal)
        .then((draft) => {
          if (controller.signal.aborted) return;
          if (draft) dispatch({ type: 'load', data: draft.resume, title: draft.title });
          else loadLocal();
          setIsLoaded(true);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Spec section 8: a failed draft load is logged and the flow falls through to the local copy.
          console.warn('Could not load the saved resume', error);
          loadLocal();
          setIsLoaded(true);
        });
      return () => controller.abort();
    }
    if (plan.kind === 'new') {
      clearStoredResume();
      onLocalResetRef.current?.();
    }
    // Without the drafts feature a resumeId has nothing to load from; the local copy is the guest's work.
    else loadLocal();
    applyDesign();
    setIsLoaded(true);
  }, [search, dispatch]);

  useEffect(() => {
    if (!isLoaded) return;
    writeStoredResume(state.resume, state.title);
    onResumeChangeRef.current?.(state.resume, state.title);
  }, [state, isLoaded]);

  const store = useMemo<ResumeStore>(
    () => ({
      state,
      dispatch,
      isLoaded,
      startOver: () => {
        // The resume starts again as a guest's: no draft is linked any more (a draft keeps its own forms).
        clearEntryForms(GUEST_SCOPE);
        setEntryScope({ id: GUEST_SCOPE });
        clearStoredResume();
        onLocalResetRef.current?.();
        dispatch({ type: 'reset' });
      },
      undo: () => {
        if (history.past.length === 0) return;
        dispatchHistory({ type: 'undo' });
        announce('Undone');
      },
      redo: () => {
        if (history.future.length === 0) return;
        dispatchHistory({ type: 'redo' });
        announce('Redone');
      },
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      historyMessage,
      entryScope,
    }),
    [
      state,
      isLoaded,
      dispatch,
      history.past.length,
      history.future.length,
      historyMessage,
      announce,
      entryScope,
    ],
  );
  return <ResumeStoreContext.Provider value={store}>{children}</ResumeStoreContext.Provider>;
}

export function useResumeStore(): ResumeStore {
  const store = useContext(ResumeStoreContext);
  if (!store) throw new Error('useResumeStore must be used inside ResumeStoreProvider');
  return store;
}
