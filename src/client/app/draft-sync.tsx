import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withoutTempPreview } from '../../domain/resume-defaults';
import type { AutosaveStatus } from '../features/drafts/autosave-engine';
import { canAutosave } from '../features/drafts/can-autosave';
import { ConflictDialog } from '../features/drafts/components/conflict-dialog';
import { type DraftAutosave, useDraftAutosave } from '../features/drafts/use-draft-autosave';
import { SaveStatus } from '../shared/drafts/save-status';
import type { DraftSyncProps } from '../shared/resume/builder-integrations';
import { repairResume } from '../shared/resume/repair-resume';
import { useCurrentUser } from '../shared/session/current-user';
import { readDraftLink, subscribeDraftLink, writeDraftLink } from './draft-link';

/**
 * What the title bar reads of the autosave (its status, and rename through the draft), published by DraftSync
 * which lives beside the builder's layout rather than inside it.
 */
export class AutosaveBridge {
  private status: AutosaveStatus = 'idle';
  private readonly listeners = new Set<() => void>();
  rename: DraftAutosave['rename'] | undefined;
  /** Sends the pending autosave now (before a download, so the file carries the latest edit). */
  flush: (() => Promise<void>) | undefined;
  /** The draft created during this page's life: its id arriving in the address must not reload the builder. */
  createdDraftId: string | null = null;
  /** Saves this tab sent before its reload and never heard back about, found when the draft loaded. */
  restoredOwnWrites: readonly string[] = [];

  getStatus = (): AutosaveStatus => this.status;

  setStatus(status: AutosaveStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const AutosaveBridgeContext = createContext<AutosaveBridge | null>(null);

function useBridge(): AutosaveBridge {
  const bridge = useContext(AutosaveBridgeContext);
  if (!bridge) throw new Error('DraftSync needs an AutosaveBridgeContext above it');
  return bridge;
}

/** The title bar's Saving / Saved / 'Not saved, retrying'. */
export function TitleBarSaveStatus() {
  const bridge = useBridge();
  const status = useSyncExternalStore(bridge.subscribe, bridge.getStatus, bridge.getStatus);
  return <SaveStatus status={status} />;
}

/**
 * Keeps a signed-in user's resume saved on the server while they edit (spec section 4 'Autosave'): the draft is
 * the one named by resumeId, else the one this browser's local copy is linked to, else a new one created on the
 * first change. Renders the conflict dialog, so two tabs editing one draft never drop either copy silently.
 */
export function DraftSync({ resume: typed, title, isLoaded, replace }: DraftSyncProps) {
  const bridge = useBridge();
  // A field typed half-way (an e-mail without its domain) would make the server refuse the whole save, again
  // and again; the server gets everything else, and the field follows once it is valid. The local copy keeps it.
  // The live-preview entries being typed (temp-preview ids) are not saved, as in the local copy.
  const resume = useMemo(() => {
    const saved = {
      ...typed,
      experience: withoutTempPreview(typed.experience),
      education: withoutTempPreview(typed.education),
    };
    return repairResume(saved) ?? saved;
  }, [typed]);
  const { user } = useCurrentUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const link = useSyncExternalStore(subscribeDraftLink, readDraftLink, () => null);
  const ownLink = user && link?.userId === user.id ? link : null;
  const isEnabled = canAutosave({
    pathname: location,
    search,
    isSignedIn: user !== null,
    isDraftLoading: !isLoaded,
  });
  const userId = user?.id ?? null;

  const autosave = useDraftAutosave({
    resume,
    title,
    draftId: ownLink?.draftId ?? null,
    version: ownLink?.version ?? null,
    isEnabled,
    onDraftCreated: (draft) => {
      bridge.createdDraftId = draft.id;
      writeDraftLink({ draftId: draft.id, version: draft.version, userId: draft.userId });
      const params = new URLSearchParams(search);
      params.set('resumeId', draft.id);
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    onLoadSaved: (draft) => replace(draft.data, draft.title),
  });

  const { draftId, version, status } = autosave.state;
  useEffect(() => {
    if (userId && draftId) {
      writeDraftLink({ draftId, version, userId, hasUnsent: readDraftLink()?.hasUnsent });
    }
  }, [userId, draftId, version]);

  // A change kept from before a reload (the tab closed before its save landed) is sent once the draft is open.
  const latest = useRef({ resume, title });
  latest.current = { resume, title };
  const hasUnsent = ownLink?.hasUnsent === true;
  useEffect(() => {
    if (!isEnabled || !hasUnsent) return;
    const current = readDraftLink();
    if (current) writeDraftLink({ ...current, hasUnsent: false });
    autosave.resend({ title: latest.current.title, data: latest.current.resume }, bridge.restoredOwnWrites);
    bridge.restoredOwnWrites = [];
  }, [isEnabled, hasUnsent, autosave, bridge]);

  useEffect(() => {
    bridge.setStatus(status);
    bridge.rename = autosave.rename;
    bridge.flush = autosave.flush;
  }, [bridge, status, autosave.rename, autosave.flush]);

  return <ConflictDialog autosave={autosave} />;
}
