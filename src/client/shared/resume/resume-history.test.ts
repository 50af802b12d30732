import { describe, expect, it } from 'vitest';
import { createEducation, createExperience, TEMP_PREVIEW_ID } from '../../../domain/resume-defaults';
import {
  HISTORY_LIMIT,
  type HistoryAction,
  type HistoryState,
  historyReducer,
  initialHistory,
  TYPING_PAUSE_MS,
} from './resume-history';
import { initialBuilderState, type ResumeAction } from './resume-reducer';

const start = () => initialHistory(initialBuilderState());
const run = (actions: HistoryAction[], from: HistoryState = start()) => actions.reduce(historyReducer, from);
const edit = (action: ResumeAction, at: number): HistoryAction => ({ type: 'edit', action, at });
const type = (firstName: string, at: number) =>
  edit({ type: 'updatePersonalDetails', fields: { firstName } }, at);
const firstName = (h: HistoryState) => h.present.resume.personalDetails.firstName;

describe('historyReducer', () => {
  it('groups keystrokes into one field until a pause', () => {
    const h = run([type('A', 0), type('Ad', 200), type('Ada', 400), type('Ada L', 400 + TYPING_PAUSE_MS)]);
    expect(firstName(h)).toBe('Ada L');
    const once = run([{ type: 'undo' }], h);
    expect(firstName(once)).toBe('Ada');
    const twice = run([{ type: 'undo' }], once);
    expect(firstName(twice)).toBe('');
    expect(twice.past).toHaveLength(0);
    expect(firstName(run([{ type: 'redo' }], twice))).toBe('Ada');
    expect(firstName(run([{ type: 'redo' }, { type: 'redo' }], twice))).toBe('Ada L');
  });

  it('starts a new step for another field, and after an undo', () => {
    const h = run([
      type('Ada', 0),
      edit({ type: 'updatePersonalDetails', fields: { lastName: 'L' } }, 100),
      type('Ada', 200),
    ]);
    expect(h.past).toHaveLength(2);
    const undone = run([{ type: 'undo' }, type('Bo', 300)], h);
    expect(undone.past).toHaveLength(2);
    expect(undone.future).toHaveLength(0);
  });

  it('undoes a deleted job and a reordering, each as one step', () => {
    const job = createExperience({ jobTitle: 'Cook' });
    const other = createExperience({ jobTitle: 'Baker' });
    const h = run([
      edit({ type: 'addExperience', experience: job }, 0),
      edit({ type: 'addExperience', experience: other }, 10),
      edit({ type: 'deleteExperience', id: job.id }, 20),
    ]);
    expect(h.present.resume.experience.map((j) => j.jobTitle)).toEqual(['Baker']);
    const back = run([{ type: 'undo' }], h);
    expect(back.present.resume.experience.map((j) => j.jobTitle)).toEqual(['Cook', 'Baker']);
  });

  it('keeps the entry being typed in a form out of history and as it is across an undo', () => {
    const saved = createEducation({ institution: 'State' });
    const typing = createExperience({ jobTitle: 'Line Co' });
    const h = run([
      edit({ type: 'addEducation', education: saved }, 0),
      edit({ type: 'setExperiencePreview', experience: typing }, 10),
    ]);
    expect(h.past).toHaveLength(1);
    const undone = run([{ type: 'undo' }], h);
    expect(undone.present.resume.education).toEqual([]);
    expect(undone.present.resume.experience.map((j) => j.id)).toEqual([TEMP_PREVIEW_ID]);
  });

  it('does not record what changes nothing, nor the load that follows a reset', () => {
    const h = run([
      edit({ type: 'reset' }, 0),
      edit({ type: 'load', data: { personalDetails: { firstName: 'Ada' } as never }, title: 'Mine' }, 1),
    ]);
    expect(firstName(h)).toBe('Ada');
    expect(h.past).toHaveLength(0);
    expect(run([edit({ type: 'deleteSkill', id: 'none' }, 2)], h)).toBe(h);
    // After the first edit, a load (a template switch) is a step of its own.
    const later = run([type('Bo', 3), edit({ type: 'load', data: { template: 'classic' } as never }, 4)], h);
    expect(later.past).toHaveLength(2);
  });

  it('forgets everything on a reset and keeps at most the latest steps', () => {
    const many = Array.from({ length: HISTORY_LIMIT + 20 }, (_, i) =>
      type(`n${i}`, i * 10 * TYPING_PAUSE_MS),
    );
    const h = run(many);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    const reset = run([edit({ type: 'reset' }, 0)], h);
    expect(reset.past).toHaveLength(0);
    expect(reset.future).toHaveLength(0);
  });

  it('keeps the history when the builder reloads the same resume (leaving ?new=true for the next step)', () => {
    const h = run([type('Ada', 0), type('Ada L', 5 * TYPING_PAUSE_MS)]);
    const saved = h.present;
    const reloaded = run(
      [
        edit({ type: 'reset' }, 0),
        edit({ type: 'load', data: structuredClone(saved.resume), title: saved.title }, 1),
      ],
      h,
    );
    expect(reloaded.past).toHaveLength(2);
    expect(firstName(run([{ type: 'undo' }], reloaded))).toBe('Ada');
    // Another resume loaded after the reset starts a new history.
    const other = run([edit({ type: 'reset' }, 0), edit({ type: 'load', data: { skills: [] } }, 1)], h);
    expect(other.past).toHaveLength(0);
  });
});
