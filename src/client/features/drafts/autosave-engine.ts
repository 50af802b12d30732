import type { ResumeDraft } from '../../../domain/draft-api';
import { contentFingerprint } from '../../../domain/draft-content';
import type { Resume } from '../../../domain/resume';

/**
 * Server autosave for a signed-in user's resume, free of React and the DOM so its rules are unit-tested:
 * 2 s after the last change; one creation at a time; a failed save keeps the unsent copy and retries with
 * backoff; a 409 stops and waits for the user to choose ('Keep my changes' or 'Load the saved version').
 * Nothing is ever dropped silently: until the server has it, the latest change sits in the unsent store.
 *
 * A tab never conflicts with itself: every save sent and not yet answered is remembered (as a fingerprint of
 * its content, also in the unsent store, so it outlives a reload). A 409 whose current draft is one of those
 * is this tab's own write that landed unheard (a keepalive PUT on closing, a save cut off by the reload, a
 * retry whose answer was lost): the engine moves onto that version and sends what is newer, without asking.
 * A draft holding anything else was written by another tab or device, and the user chooses.
 */

export const AUTOSAVE_DELAY_MS = 2000;
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16_000, 30_000] as const;
/** Browsers cap the bodies of keepalive requests in flight at 64 KiB. */
export const KEEPALIVE_LIMIT_BYTES = 64 * 1024;

export type { AutosaveStatus } from '../../shared/drafts/save-status';

import type { AutosaveStatus } from '../../shared/drafts/save-status';

export interface DraftSnapshot {
  title: string;
  data: Resume;
}

/** A change not yet confirmed by the server, kept in the browser so a reload or crash sends it again. */
export interface UnsentChange extends DraftSnapshot {
  draftId: string | null;
  /** The server version the change was made on; null for a draft not created yet. */
  baseVersion: number | null;
  /** Fingerprints of the saves this tab sent on top of baseVersion without hearing the answer. */
  sent?: string[];
}

/** At most this many unanswered saves are remembered: more would mean the server is not answering at all. */
const MAX_OWN_WRITES = 20;

export interface AutosaveDeps {
  create(snapshot: DraftSnapshot): Promise<ResumeDraft>;
  /** PUT with the version; rejects with a conflict error that `conflictOf` recognises on a 409. */
  save(
    id: string,
    body: DraftSnapshot & { version?: number },
    options?: { keepalive?: boolean },
  ): Promise<ResumeDraft>;
  conflictOf(error: unknown): ResumeDraft | undefined;
  storeUnsent(change: UnsentChange | null): void;
  onDraftCreated?(draft: ResumeDraft): void;
  onSaved?(draft: ResumeDraft): void;
  onError?(error: unknown): void;
}

export interface AutosaveState {
  status: AutosaveStatus;
  draftId: string | null;
  version: number | null;
  /** Present while the user must choose between their copy and the saved one. */
  conflict: { mine: DraftSnapshot; saved: ResumeDraft } | null;
}

export class AutosaveEngine {
  private state: AutosaveState;
  private pending: DraftSnapshot | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: DraftSnapshot | null = null;
  /** Fingerprints of this tab's saves on top of state.version that were sent and not answered. */
  private ownWrites: string[] = [];
  /** Fingerprint of the content the server holds at state.version, when this tab knows it. */
  private confirmed: string | null = null;
  private failures = 0;
  private listeners = new Set<() => void>();

  constructor(
    private readonly deps: AutosaveDeps,
    initial: { draftId?: string | null; version?: number | null } = {},
  ) {
    this.state = {
      status: initial.draftId ? 'saved' : 'idle',
      draftId: initial.draftId ?? null,
      version: initial.version ?? null,
      conflict: null,
    };
  }

  getState = (): AutosaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The draft now edited (loaded by resumeId, renamed, or the saved version chosen): later saves build on its
   * version. With its content, a change back to exactly that content is not sent again.
   */
  attach(draft: Pick<ResumeDraft, 'id' | 'version'> & Partial<DraftSnapshot>): void {
    const isSameVersion = draft.id === this.state.draftId && draft.version === this.state.version;
    if (!isSameVersion) this.ownWrites = [];
    if (draft.data !== undefined && draft.title !== undefined) {
      this.confirmed = contentFingerprint({ title: draft.title, data: draft.data });
    } else if (!isSameVersion) {
      this.confirmed = null;
    }
    this.setState({ draftId: draft.id, version: draft.version, status: 'saved', conflict: null });
  }

  /**
   * Saves this tab sent before a reload and never heard back about (from the unsent store), so that meeting
   * them on the server is recognised as this tab's own work, not another tab's.
   */
  adoptOwnWrites(fingerprints: readonly string[]): void {
    this.ownWrites = [...new Set([...this.ownWrites, ...fingerprints])].slice(-MAX_OWN_WRITES);
  }

  hasUnsavedChanges(): boolean {
    return this.pending !== null || this.inFlight !== null || this.state.conflict !== null;
  }

  /** Records a change and saves it 2 s after the last one. */
  change(snapshot: DraftSnapshot): void {
    this.pending = snapshot;
    this.deps.storeUnsent(this.unsent(snapshot));
    if (this.state.conflict) return;
    this.schedule(AUTOSAVE_DELAY_MS);
  }

  /** Saves what is pending now, without waiting for the debounce. */
  flush(): Promise<void> {
    this.clearTimer();
    return this.run();
  }

  /** 'Keep my changes': my copy overwrites the saved one (based on the version just seen, so a third writer still conflicts). */
  keepMine(): Promise<void> {
    const conflict = this.state.conflict;
    if (!conflict) return Promise.resolve();
    this.pending = this.pending ?? conflict.mine;
    this.confirmed = contentFingerprint(conflict.saved);
    this.ownWrites = [];
    this.setState({ conflict: null, version: conflict.saved.version, status: 'saving' });
    return this.flush();
  }

  /**
   * 'Load the saved version': my unsent change is dropped by the user's choice; the caller shows `saved`.
   * Showing it is not an edit: the builder's copy arriving as a change matches `saved` and is not sent back.
   */
  loadSaved(): ResumeDraft | undefined {
    const conflict = this.state.conflict;
    if (!conflict) return undefined;
    this.pending = null;
    this.clearTimer();
    this.deps.storeUnsent(null);
    this.attach(conflict.saved);
    return conflict.saved;
  }

  /**
   * Page being closed: sends the unsent change with a keepalive PUT when it fits, and answers whether the
   * browser should ask before leaving (it does not fit, or there is no draft to send it to yet). Either way
   * the unsent copy stays in storage for the next load.
   */
  sendBeforeUnload(): { shouldPrompt: boolean } {
    // A save in flight is cut off by the unload (or not: the server may have it already); sending it again
    // with keepalive on the same version is safe either way, since the server answers a replay as done.
    const snapshot = this.pending ?? this.state.conflict?.mine ?? this.inFlight;
    if (!snapshot) return { shouldPrompt: false };
    if (this.state.conflict || !this.state.draftId) return { shouldPrompt: true };
    const body = { ...snapshot, version: this.state.version ?? undefined };
    if (byteLength(JSON.stringify(body)) >= KEEPALIVE_LIMIT_BYTES) return { shouldPrompt: true };
    this.clearTimer();
    this.rememberSent(snapshot);
    this.deps.storeUnsent(this.unsent(snapshot));
    this.deps.save(this.state.draftId, body, { keepalive: true }).catch(() => {});
    return { shouldPrompt: false };
  }

  dispose(): void {
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async run(): Promise<void> {
    // One request at a time: a change made meanwhile is sent when this one settles (the creation lock too).
    if (this.inFlight || !this.pending || this.state.conflict) return;
    const snapshot = this.pending;
    this.pending = null;
    if (this.state.draftId && contentFingerprint(snapshot) === this.confirmed) {
      // The server already holds exactly this (the saved version just loaded, or an edit undone): no new version.
      this.deps.storeUnsent(null);
      this.setState({ status: 'saved' });
      return;
    }
    this.inFlight = snapshot;
    this.setState({ status: 'saving' });
    try {
      const draft = await this.send(snapshot);
      this.failures = 0;
      this.ownWrites = [];
      this.confirmed = contentFingerprint(snapshot);
      this.setState({ draftId: draft.id, version: draft.version, status: this.pending ? 'saving' : 'saved' });
      if (!this.pending) this.deps.storeUnsent(null);
      else this.deps.storeUnsent(this.unsent(this.pending));
      this.deps.onSaved?.(draft);
    } catch (error) {
      this.pending = this.pending ?? snapshot;
      const saved = this.deps.conflictOf(error);
      if (saved && this.ownWrites.includes(contentFingerprint(saved))) {
        // This tab's own earlier save is what the server holds: build on it instead of asking.
        this.attach(saved);
        this.setState({ status: 'saving' });
        this.deps.storeUnsent(this.unsent(this.pending));
      } else if (saved) {
        this.setState({ status: 'conflict', conflict: { mine: this.pending, saved } });
      } else {
        this.deps.onError?.(error);
        this.setState({ status: 'retrying' });
        this.schedule(RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!);
        this.failures++;
      }
    } finally {
      this.inFlight = null;
    }
    // A change made while this request ran whose own timer already fired (and yielded to it) goes now.
    if (this.pending && this.state.status === 'saving' && this.timer === undefined) this.schedule(0);
  }

  private async send(snapshot: DraftSnapshot): Promise<ResumeDraft> {
    if (!this.state.draftId) {
      const draft = await this.deps.create(snapshot);
      this.deps.onDraftCreated?.(draft);
      return draft;
    }
    this.rememberSent(snapshot);
    this.deps.storeUnsent(this.unsent(snapshot));
    return this.deps.save(this.state.draftId, { ...snapshot, version: this.state.version ?? undefined });
  }

  private rememberSent(snapshot: DraftSnapshot): void {
    this.adoptOwnWrites([contentFingerprint(snapshot)]);
  }

  private unsent(snapshot: DraftSnapshot): UnsentChange {
    return {
      ...snapshot,
      draftId: this.state.draftId,
      baseVersion: this.state.version,
      sent: [...this.ownWrites],
    };
  }

  private setState(patch: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
