import type { CoverLetter } from '../../../domain/cover-letter-api';
import type { AutosaveStatus } from '../../shared/drafts/save-status';
import { LetterConflictError } from './save-cover-letter';

/**
 * The letter editor's autosave, the drafts' protocol (ADR 0005, 0020) in small: a change waits 2 s, then PUT
 * with the version last saved; one save at a time, and a change made meanwhile follows it. A 409 stops saving
 * until the user chooses (keep mine: save over the current version; load saved: take the server's letter).
 * A failed save (offline, 5xx) is retried every few seconds and never dropped.
 */

export type LetterSaveStatus = AutosaveStatus;
/** What the editor changes and PUT sends (with the version). */
export type LetterFields = Pick<CoverLetter, 'title' | 'draftId' | 'jobId' | 'content' | 'design'>;

export interface LetterAutosaveState {
  status: LetterSaveStatus;
  version: number;
  /** The server's letter after a 409, until the user chooses. */
  conflict: CoverLetter | null;
}

export interface LetterAutosaveDeps {
  save(fields: LetterFields, version: number, init?: { keepalive?: boolean }): Promise<CoverLetter>;
  onError?(error: unknown): void;
  debounceMs?: number;
  retryMs?: number;
}

export class LetterAutosave {
  private state: LetterAutosaveState;
  private pending: LetterFields | null = null;
  private isSaving = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly deps: LetterAutosaveDeps,
    version: number,
  ) {
    this.state = { status: 'idle', version, conflict: null };
  }

  getState = (): LetterAutosaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a change has not reached the server yet. */
  get hasUnsaved(): boolean {
    return this.pending !== null || this.isSaving;
  }

  change(fields: LetterFields): void {
    this.pending = fields;
    if (this.state.conflict) return;
    // 'Saved' must never show while a change waits: the status says saving from the first keystroke.
    if (this.state.status !== 'retrying') this.set({ status: 'saving' });
    this.schedule(this.deps.debounceMs ?? 2000);
  }

  /** Saves what is pending now (leaving the page, downloading). */
  async flush(init?: { keepalive?: boolean }): Promise<void> {
    clearTimeout(this.timer);
    await this.run(init);
  }

  async keepMine(): Promise<void> {
    const { conflict } = this.state;
    if (!conflict) return;
    this.set({ conflict: null, version: conflict.version });
    await this.flush();
  }

  /** The server's letter, to show instead of the unsaved changes, which are dropped. */
  loadSaved(): CoverLetter | null {
    const { conflict } = this.state;
    if (!conflict) return null;
    this.pending = null;
    this.set({ conflict: null, version: conflict.version, status: 'saved' });
    return conflict;
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.listeners.clear();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async run(init?: { keepalive?: boolean }): Promise<void> {
    if (this.isSaving || this.state.conflict || !this.pending) return;
    const fields = this.pending;
    this.pending = null;
    this.isSaving = true;
    this.set({ status: 'saving' });
    try {
      const saved = await this.deps.save(fields, this.state.version, init);
      this.isSaving = false;
      this.set({ version: saved.version, status: this.pending ? 'saving' : 'saved' });
      if (this.pending) await this.run();
    } catch (error) {
      this.isSaving = false;
      // What failed is kept unless something newer replaced it meanwhile.
      this.pending ??= fields;
      if (error instanceof LetterConflictError) {
        this.set({ status: 'conflict', conflict: error.current });
        return;
      }
      this.deps.onError?.(error);
      this.set({ status: 'retrying' });
      this.schedule(this.deps.retryMs ?? 5000);
    }
  }

  private set(changes: Partial<LetterAutosaveState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
