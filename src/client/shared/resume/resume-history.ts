import { stableJson } from '../../../domain/draft-content';
import type { Resume } from '../../../domain/resume';
import { isTempPreviewId, withoutTempPreview } from '../../../domain/resume-defaults';
import { type BuilderState, builderReducer, type ResumeAction } from './resume-reducer';

/**
 * Undo and redo of the builder (issue 20, item 3; ADR 0045) as a pure wrapper around the resume reducer:
 * the states before each change are kept, newest last. Typing is grouped: keystrokes into the same field with
 * less than TYPING_PAUSE_MS between them are one step; a pause, another field or a structural change (add,
 * delete, move, load) starts the next. Undoing is a change like any other, so the store saves it as it saves
 * typing. The employment and education forms' live preview entries are not history: an undo keeps the entry
 * being typed as it is and restores only the saved ones.
 */

export const TYPING_PAUSE_MS = 1000;
/** Older steps are dropped; a builder session rarely has this many. */
export const HISTORY_LIMIT = 100;

export interface HistoryState {
  past: BuilderState[];
  present: BuilderState;
  future: BuilderState[];
  /** The typing group of the latest change and when it was made; null after a structural change or an undo. */
  group: string | null;
  at: number;
  /**
   * True from a reset until the first edit: the draft or template loaded after a reset is the starting point,
   * not a step to undo.
   */
  isPristine: boolean;
  /**
   * The history a reset replaced, while nothing but loads has followed it. The builder resets and reloads its
   * local copy when the address's query changes (leaving ?new=true or ?template= for the next step); when what
   * loads is what was there, that history is given back, so moving between steps never forgets it.
   */
  beforeReset?: HistoryState;
}

export type HistoryAction =
  | { type: 'edit'; action: ResumeAction; at: number }
  | { type: 'undo' }
  | { type: 'redo' };

export function initialHistory(present: BuilderState): HistoryState {
  return { past: [], present, future: [], group: null, at: 0, isPristine: true };
}

const keys = (fields: object) => Object.keys(fields).sort().join(',');

/** The typing group of an edit of one field; undefined for a structural change, which is always its own step. */
export function typingGroup(action: ResumeAction): string | undefined {
  switch (action.type) {
    case 'updatePersonalDetails':
      return `personal:${keys(action.fields)}`;
    case 'updateContactInfo':
      return `contact:${keys(action.fields)}`;
    case 'updateSummary':
      return 'summary';
    case 'setTitle':
      return 'title';
    case 'updateExperience':
      return `experience:${action.id}:${keys(action.fields)}`;
    case 'updateEducation':
      return `education:${action.id}:${keys(action.fields)}`;
    case 'updateSkill':
      return `skill:${action.id}:${keys(action.fields)}`;
    case 'updateSection':
      return `section:${action.id}:${keys(action.fields)}`;
    case 'updateSectionItem':
      return `item:${action.sectionId}:${action.itemId}:${keys(action.fields)}`;
    default:
      return undefined;
  }
}

const isLivePreview = (action: ResumeAction) =>
  action.type === 'setExperiencePreview' || action.type === 'setEducationPreview';

/** The saved entries of `target` with the live preview entries of `current`, which undo does not touch. */
function restore(target: BuilderState, current: BuilderState): BuilderState {
  const live = <T extends { id: string }>(items: readonly T[]) =>
    items.filter((item) => isTempPreviewId(item.id));
  const resume: Resume = {
    ...target.resume,
    experience: [...withoutTempPreview(target.resume.experience), ...live(current.resume.experience)],
    education: [...withoutTempPreview(target.resume.education), ...live(current.resume.education)],
  };
  return { ...target, resume };
}

function isSameState(a: BuilderState, b: BuilderState): boolean {
  return a.title === b.title && JSON.stringify(a.resume) === JSON.stringify(b.resume);
}

/** The same saved content: key order and the live preview entries (never stored) aside. */
function isSameContent(a: BuilderState, b: BuilderState): boolean {
  const saved = (state: BuilderState) =>
    stableJson({
      ...state.resume,
      experience: withoutTempPreview(state.resume.experience),
      education: withoutTempPreview(state.resume.education),
    });
  return a.title === b.title && saved(a) === saved(b);
}

export function historyReducer(history: HistoryState, action: HistoryAction): HistoryState {
  if (action.type === 'undo' || action.type === 'redo') {
    const from = action.type === 'undo' ? history.past : history.future;
    const target = from[from.length - 1];
    if (!target) return history;
    const present = restore(target, history.present);
    const rest = from.slice(0, -1);
    const moved = [...(action.type === 'undo' ? history.future : history.past), history.present];
    return action.type === 'undo'
      ? { ...history, past: rest, present, future: moved, group: null }
      : { ...history, past: moved, present, future: rest, group: null };
  }

  const edit = action.action;
  const present = builderReducer(history.present, edit);
  if (edit.type === 'reset') {
    const replaced =
      history.beforeReset ?? (history.past.length || history.future.length ? history : undefined);
    return { ...initialHistory(present), beforeReset: replaced };
  }
  if (edit.type === 'load' && history.isPristine) {
    const before = history.beforeReset;
    if (before && isSameContent(present, before.present)) return { ...before, present, group: null };
    return { ...history, present };
  }
  // Most actions build new objects even when nothing changed (the same letter typed over, a missing id).
  if (present === history.present || isSameState(present, history.present)) return history;
  if (isLivePreview(edit)) return { ...history, present };
  const group = typingGroup(edit) ?? null;
  const isSameTyping = group !== null && group === history.group && action.at - history.at < TYPING_PAUSE_MS;
  return {
    past: isSameTyping ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT),
    present,
    future: [],
    group,
    at: action.at,
    isPristine: false,
  };
}
