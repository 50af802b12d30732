import { describe, expect, it } from 'vitest';
import type { AdditionalSection } from '../../../../domain/resume';
import { createAdditionalSection, createCourse } from '../../../../domain/resume-defaults';
import type { ResumeAction } from '../../../shared/resume/resume-reducer';
import { EMPTY_COURSE_FORM, isCourseUnsaved, saveCourse } from './courses-editor';

const saved = {
  ...createCourse(),
  title: 'Calculus',
  description: 'Vassar College',
  date: '1988-09 - 1989-06',
};
const section: AdditionalSection = { ...createAdditionalSection('courses'), items: [saved] };
const open = { ...EMPTY_COURSE_FORM, isOpen: true };

describe('the course form', () => {
  it('holds nothing to add when closed or empty', () => {
    expect(isCourseUnsaved({ ...EMPTY_COURSE_FORM, course: 'Typed, then closed' }, section)).toBe(false);
    expect(isCourseUnsaved(open, section)).toBe(false);
    expect(isCourseUnsaved({ ...open, start: ' ' }, section)).toBe(false);
  });

  it('holds a new course once anything is typed', () => {
    expect(isCourseUnsaved({ ...open, institution: 'Yale' }, section)).toBe(true);
    expect(isCourseUnsaved({ ...open, start: '1990-01' }, section)).toBe(true);
  });

  it('holds changes to a saved course only when they differ from it', () => {
    const editing = {
      ...open,
      id: saved.id,
      course: 'Calculus',
      institution: 'Vassar College',
      start: '1988-09',
      end: '1989-06',
    };
    expect(isCourseUnsaved(editing, section)).toBe(false);
    expect(isCourseUnsaved({ ...editing, end: '1990-06' }, section)).toBe(true);
  });

  it('adds a new course, or updates the one being edited', () => {
    const actions: ResumeAction[] = [];
    const dispatch = (action: ResumeAction) => void actions.push(action);
    saveCourse({ ...open, course: ' Algebra ', institution: 'Yale', start: '1990-01' }, section, dispatch);
    saveCourse(
      { ...open, id: saved.id, course: 'Calculus II', institution: 'Vassar', start: '1989-01' },
      section,
      dispatch,
    );
    expect(actions[0]).toMatchObject({
      type: 'addSectionItem',
      sectionId: section.id,
      item: { title: 'Algebra', description: 'Yale', date: '1990-01' },
    });
    expect(actions[1]).toEqual({
      type: 'updateSectionItem',
      sectionId: section.id,
      itemId: saved.id,
      fields: { title: 'Calculus II', description: 'Vassar', date: '1989-01' },
    });
  });
});
