import { describe, expect, it } from 'vitest';
import {
  createAdditionalSection,
  createCourse,
  createEducation,
  createExperience,
  createLanguage,
  createSkill,
} from '../../../domain/resume-defaults';
import { setLanguageState } from '../../lib/i18n/language-store';
import { type BuilderState, builderReducer, initialBuilderState, type ResumeAction } from './resume-reducer';

const run = (actions: ResumeAction[], start: BuilderState = initialBuilderState()) =>
  actions.reduce(builderReducer, start);

describe('builderReducer', () => {
  it('merges personal details and contact info field by field', () => {
    const state = run([
      { type: 'updatePersonalDetails', fields: { firstName: 'Ada' } },
      { type: 'updatePersonalDetails', fields: { lastName: 'Lovelace' } },
      { type: 'updateContactInfo', fields: { email: 'ada@example.com' } },
      { type: 'updateContactInfo', fields: { phone: '555' } },
    ]);
    expect(state.resume.personalDetails.firstName).toBe('Ada');
    expect(state.resume.personalDetails.lastName).toBe('Lovelace');
    expect(state.resume.contactInfo).toMatchObject({ email: 'ada@example.com', phone: '555' });
  });

  it('replaces the summary content', () => {
    const state = run([
      { type: 'updateSummary', content: '<p>one</p>' },
      { type: 'updateSummary', content: '<p>two</p>' },
    ]);
    expect(state.resume.summary.content).toBe('<p>two</p>');
  });

  it('adds, updates and deletes experience, ignoring an id that exists', () => {
    const job = createExperience({ jobTitle: 'Engineer' });
    let state = run([
      { type: 'addExperience', experience: job },
      { type: 'addExperience', experience: { ...job, jobTitle: 'Duplicate' } },
    ]);
    expect(state.resume.experience).toHaveLength(1);
    expect(state.resume.experience[0]?.jobTitle).toBe('Engineer');
    state = run([{ type: 'updateExperience', id: job.id, fields: { company: 'Acme' } }], state);
    expect(state.resume.experience[0]).toMatchObject({ jobTitle: 'Engineer', company: 'Acme', id: job.id });
    state = run(
      [
        { type: 'addBullet', experienceId: job.id, bullet: 'a' },
        { type: 'addBullet', experienceId: job.id, bullet: 'b' },
        { type: 'removeBullet', experienceId: job.id, index: 0 },
      ],
      state,
    );
    expect(state.resume.experience[0]?.bullets).toEqual(['b']);
    state = run([{ type: 'deleteExperience', id: job.id }], state);
    expect(state.resume.experience).toEqual([]);
  });

  it('keeps one live preview entry per form and removes it on null', () => {
    let state = run([
      { type: 'setExperiencePreview', experience: createExperience({ jobTitle: 'A' }) },
      { type: 'setExperiencePreview', experience: createExperience({ jobTitle: 'AB' }) },
      { type: 'setEducationPreview', education: createEducation({ institution: 'MIT' }) },
    ]);
    expect(state.resume.experience.map((job) => [job.id, job.jobTitle])).toEqual([['temp-preview', 'AB']]);
    expect(state.resume.education[0]?.id).toBe('temp-education-preview');
    state = run(
      [
        { type: 'setExperiencePreview', experience: null },
        { type: 'setEducationPreview', education: null },
      ],
      state,
    );
    expect(state.resume.experience).toEqual([]);
    expect(state.resume.education).toEqual([]);
  });

  it('adds, updates, deletes and clears education', () => {
    const a = createEducation({ institution: 'A' });
    const b = createEducation({ institution: 'B' });
    let state = run([
      { type: 'addEducation', education: a },
      { type: 'addEducation', education: b },
      { type: 'updateEducation', id: a.id, fields: { degree: 'BSc' } },
      { type: 'deleteEducation', id: b.id },
    ]);
    expect(state.resume.education).toEqual([{ ...a, degree: 'BSc' }]);
    state = run([{ type: 'clearEducation' }], state);
    expect(state.resume.education).toEqual([]);
  });

  it('adds no duplicate skill, case-insensitively, and no blank one', () => {
    const state = run([
      { type: 'addSkill', skill: createSkill({ name: 'TypeScript' }) },
      { type: 'addSkill', skill: createSkill({ name: ' typescript ' }) },
      { type: 'addSkill', skill: createSkill({ name: '   ' }) },
      { type: 'addSkill', skill: createSkill({ name: 'Go' }) },
    ]);
    expect(state.resume.skills.map((skill) => skill.name)).toEqual(['TypeScript', 'Go']);
    const go = state.resume.skills[1]!;
    const next = run(
      [
        { type: 'updateSkill', id: go.id, fields: { level: 'expert' } },
        { type: 'deleteSkill', id: state.resume.skills[0]!.id },
      ],
      state,
    );
    expect(next.resume.skills).toEqual([{ ...go, level: 'expert' }]);
  });

  it('adds sections once per type and edits their items', () => {
    const languages = createAdditionalSection('languages');
    const item = createLanguage();
    let state = run([
      { type: 'addSection', section: languages },
      { type: 'addSection', section: createAdditionalSection('languages') },
      { type: 'addSectionItem', sectionId: languages.id, item },
      { type: 'addSectionItem', sectionId: languages.id, item },
      {
        type: 'updateSectionItem',
        sectionId: languages.id,
        itemId: item.id,
        fields: { proficiency: 'Basic' },
      },
    ]);
    expect(state.resume.additionalSections).toHaveLength(1);
    expect(state.resume.additionalSections[0]?.items).toEqual([{ ...item, proficiency: 'Basic' }]);
    state = run([{ type: 'deleteSectionItem', sectionId: languages.id, itemId: item.id }], state);
    expect(state.resume.additionalSections[0]?.items).toEqual([]);
    state = run([{ type: 'removeSection', id: languages.id }], state);
    expect(state.resume.additionalSections).toEqual([]);
  });

  it('moves sections and their items one place at a time, and nothing past either end', () => {
    const projects = createAdditionalSection('projects');
    const courses = createAdditionalSection('courses');
    const [first, second, third] = ['A', 'B', 'C'].map((title) => ({ ...createCourse(), title }));
    let state = run([
      { type: 'addSection', section: projects },
      { type: 'addSection', section: courses },
      ...[first!, second!, third!].map(
        (item): ResumeAction => ({ type: 'addSectionItem', sectionId: courses.id, item }),
      ),
    ]);
    const titles = () => state.resume.additionalSections[1]?.items.map((item) => item.title);
    state = run([{ type: 'moveSectionItem', sectionId: courses.id, itemId: third!.id, offset: -1 }], state);
    expect(titles()).toEqual(['A', 'C', 'B']);
    state = run([{ type: 'moveSectionItem', sectionId: courses.id, itemId: first!.id, offset: 1 }], state);
    expect(titles()).toEqual(['C', 'A', 'B']);
    const unchanged = run(
      [
        { type: 'moveSectionItem', sectionId: courses.id, itemId: third!.id, offset: -1 },
        { type: 'moveSectionItem', sectionId: courses.id, itemId: second!.id, offset: 1 },
        { type: 'moveSectionItem', sectionId: 'missing', itemId: second!.id, offset: 1 },
        { type: 'moveSection', id: projects.id, offset: -1 },
      ],
      state,
    );
    expect(unchanged).toBe(state);
    state = run([{ type: 'moveSection', id: courses.id, offset: -1 }], state);
    expect(state.resume.additionalSections.map((section) => section.type)).toEqual(['courses', 'projects']);
  });

  it('loads data merged over the current state', () => {
    const state = run([
      { type: 'updatePersonalDetails', fields: { firstName: 'Ada', jobTitle: 'Engineer' } },
      { type: 'addSkill', skill: createSkill({ name: 'Go' }) },
      { type: 'load', data: { personalDetails: { lastName: 'Lovelace' } as never }, title: ' Mine ' },
    ]);
    expect(state.resume.personalDetails).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(state.resume.skills).toHaveLength(1);
    expect(state.title).toBe('Mine');
  });

  it('trims the title and never saves it empty', () => {
    let state = run([{ type: 'setTitle', title: '  My Resume ' }]);
    expect(state.title).toBe('My Resume');
    state = run([{ type: 'setTitle', title: '   ' }], state);
    expect(state.title).toBe('My Resume');
  });

  it('resets everything', () => {
    const state = run([
      { type: 'updatePersonalDetails', fields: { firstName: 'Ada' } },
      { type: 'setTitle', title: 'T' },
      { type: 'reset' },
    ]);
    expect(state).toEqual(initialBuilderState());
  });
});

describe('a new resume’s language (issue 33)', () => {
  it('is the interface language, and Reset starts one in it again; the pseudo-language writes English', () => {
    try {
      setLanguageState('es', null);
      expect(initialBuilderState().resume.language).toBe('es');
      const edited = run([{ type: 'updatePersonalDetails', fields: { firstName: 'Ana' } }]);
      expect(builderReducer(edited, { type: 'reset' }).resume.language).toBe('es');
      setLanguageState('xx', null);
      expect(initialBuilderState().resume.language).toBe('en');
    } finally {
      setLanguageState('en', null);
    }
    expect(initialBuilderState().resume.language).toBe('en');
  });
});
