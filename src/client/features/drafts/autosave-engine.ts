import type { ResumeDraft } from '../../../domain/draft-api';
import type { Resume } from '../../../domain/resume';

/**
 * Server autosave for a signed-in user's resume, free of React and the DOM so its rules are unit-tested:
 * 2 s after the last change; one creation at a time; a failed save keeps the unsent copy and retries with
 * backoff; a 409 stops and waits for the user to choose ('Keep my changes' or 'Load the saved version').
 * Nothing is ever dropped silently: until the server has it, the latest change sits in the unsent store.
 */

export const AUTOSAVE_DELAY_MS = 2000;
export const RETRY_DELAYS_MS = [2000, 4000, 8000, 16_000, 30_000] as const;
/** Browsers cap the bodies of keepalive requests in flight at 64 KiB. */
export const KEEPALIVE_LIMIT_BYTES = 64 * 1024;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'conflict';

export interface DraftSnapshot {
  title: string;
  data: Resume;
}

/** A change not yet confirmed by the server, kept in the browser so a reload or crash sends it again. */
export interface UnsentChange extends DraftSnapshot {
  draftId: string | null;
  /** The server version the change was made on; null for a draft not created yet. */
  baseVersion: number | null;
}

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
  private inFlight = false;
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

  /** The draft now edited (loaded by resumeId, or the saved version chosen): later saves build on its version. */
  attach(draft: Pick<ResumeDraft, 'id' | 'version'>): void {
    this.setState({ draftId: draft.id, version: draft.version, status: 'saved', conflict: null });
  }

  hasUnsavedChanges(): boolean {
    return this.pending !== null || this.inFlight || this.state.conflict !== null;
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
    this.setState({ conflict: null, version: conflict.saved.version, status: 'saving' });
    return this.flush();
  }

  /** 'Load the saved version': my unsent change is dropped by the user's choice; the caller shows `saved`. */
  loadSaved(): ResumeDraft | undefined {
    const conflict = this.state.conflict;
    if (!conflict) return undefined;
    this.pending = null;
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
    const snapshot = this.pending ?? this.state.conflict?.mine;
    if (!snapshot) return { shouldPrompt: this.inFlight };
    if (this.state.conflict || !this.state.draftId) return { shouldPrompt: true };
    const body = { ...snapshot, version: this.state.version ?? undefined };
    if (byteLength(JSON.stringify(body)) >= KEEPALIVE_LIMIT_BYTES) return { shouldPrompt: true };
    this.clearTimer();
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
    this.inFlight = true;
    this.setState({ status: 'saving' });
    try {
      const draft = await this.send(snapshot);
      this.failures = 0;
      this.setState({ draftId: draft.id, version: draft.version, status: this.pending ? 'saving' : 'saved' });
      if (!this.pending) this.deps.storeUnsent(null);
      else this.deps.storeUnsent(this.unsent(this.pending));
      this.deps.onSaved?.(draft);
    } catch (error) {
      this.pending = this.pending ?? snapshot;
      const saved = this.deps.conflictOf(error);
      if (saved) {
        this.setState({ status: 'conflict', conflict: { mine: this.pending, saved } });
      } else {
        this.deps.onError?.(error);
        this.setState({ status: 'retrying' });
        this.schedule(RETRY_DELAYS_MS[Math.min(this.failures, RETRY_DELAYS_MS.length - 1)]!);
        this.failures++;
      }
    } finally {
      this.inFlight = false;
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
    return this.deps.save(this.state.draftId, { ...snapshot, version: this.state.version ?? undefined });
  }

  private unsent(snapshot: DraftSnapshot): UnsentChange {
    return { ...snapshot, draftId: this.state.draftId, baseVersion: this.state.version };
  }

  private setState(patch: Partial<AutosaveState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
