import type { CoverLetter } from '../../../domain/cover-letter-api';
import type { LetterFields } from './letter-autosave';

/**
 * A new letter exists on the server only from its first edit (ADR 0077): that edit creates it with one POST
 * carrying the fields as they are. Edits made while the create is in flight are left to the autosave that
 * follows it; a failed create keeps the fields and waits for the user's retry. Never two creates at once, and
 * none after one succeeded.
 */

export type FirstSaveStatus = 'unsaved' | 'creating' | 'failed' | 'created';

export interface FirstSaveState {
  status: FirstSaveStatus;
  /** Why the last create failed, for the user. */
  error: string | null;
}

export interface FirstSaveDeps {
  create(fields: LetterFields): Promise<CoverLetter>;
  /** `sent` is what the POST carried, so what was typed after it can be told apart and saved. */
  onCreated(letter: CoverLetter, sent: LetterFields): void;
}

/** The failure without a server's answer; the toolbar shows it in the interface language. */
export const UNREACHABLE_MESSAGE = 'Could not reach the server';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message.replace(/^\d+: /, '') : UNREACHABLE_MESSAGE;

export class FirstLetterSave {
  private state: FirstSaveState = { status: 'unsaved', error: null };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: FirstSaveDeps) {}

  getState = (): FirstSaveState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** An edit: the first one creates the letter; later ones are the autosave's (or the retry's) to send. */
  change(fields: LetterFields): void {
    if (this.state.status === 'unsaved') void this.create(fields);
  }

  /** After a failed create: creates the letter with the fields as they are now. */
  retry(fields: LetterFields): void {
    if (this.state.status === 'failed') void this.create(fields);
  }

  private async create(fields: LetterFields): Promise<void> {
    this.set({ status: 'creating', error: null });
    let letter: CoverLetter;
    try {
      letter = await this.deps.create(fields);
    } catch (error) {
      this.set({ status: 'failed', error: messageOf(error) });
      return;
    }
    this.set({ status: 'created', error: null });
    this.deps.onCreated(letter, fields);
  }

  private set(state: FirstSaveState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
