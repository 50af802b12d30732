import type {
  AdditionalSection,
  ContactInfo,
  Education,
  Experience,
  PersonalDetails,
  Resume,
  SectionItem,
  Skill,
} from '../../../domain/resume';
import { emptyResume } from '../../../domain/resume';
import { TEMP_EDUCATION_PREVIEW_ID, TEMP_PREVIEW_ID } from '../../../domain/resume-defaults';
import { DEFAULT_RESUME_LANGUAGE, type ResumeLanguage } from '../../../domain/resume-language';
import { getLanguageState } from '../../lib/i18n/language-store';

/**
 * The builder's editing actions (spec section 4, 'Resume editing actions') as one pure reducer, so every
 * rule (duplicate ids ignored, no duplicate skills, load merged over current) is tested without a browser.
 */

export interface BuilderState {
  resume: Resume;
  title: string;
}

export type ResumeAction =
  | { type: 'updatePersonalDetails'; fields: Partial<PersonalDetails> }
  | { type: 'updateContactInfo'; fields: Partial<ContactInfo> }
  | { type: 'updateSummary'; content: string }
  | { type: 'addExperience'; experience: Experience }
  | { type: 'updateExperience'; id: string; fields: Partial<Experience> }
  | { type: 'deleteExperience'; id: string }
  | { type: 'addBullet'; experienceId: string; bullet: string }
  | { type: 'removeBullet'; experienceId: string; index: number }
  | { type: 'addEducation'; education: Education }
  | { type: 'updateEducation'; id: string; fields: Partial<Education> }
  | { type: 'deleteEducation'; id: string }
  | { type: 'clearEducation' }
  | { type: 'addSkill'; skill: Skill }
  | { type: 'updateSkill'; id: string; fields: Partial<Skill> }
  | { type: 'deleteSkill'; id: string }
  | { type: 'addSection'; section: AdditionalSection }
  | { type: 'updateSection'; id: string; fields: Partial<Omit<AdditionalSection, 'id' | 'items'>> }
  | { type: 'removeSection'; id: string }
  /** Moves a section one place earlier (-1) or later (1) on the page; at either end nothing changes. */
  | { type: 'moveSection'; id: string; offset: -1 | 1 }
  | { type: 'addSectionItem'; sectionId: string; item: SectionItem }
  | { type: 'updateSectionItem'; sectionId: string; itemId: string; fields: Partial<SectionItem> }
  | { type: 'deleteSectionItem'; sectionId: string; itemId: string }
  | { type: 'moveSectionItem'; sectionId: string; itemId: string; offset: -1 | 1 }
  /** The employment form's live entry (id temp-preview); null removes it. */
  | { type: 'setExperiencePreview'; experience: Experience | null }
  /** The education form's live entry (id temp-education-preview); null removes it. */
  | { type: 'setEducationPreview'; education: Education | null }
  | { type: 'load'; data: Partial<Resume>; title?: string }
  | { type: 'setTitle'; title: string }
  | { type: 'reset' };

/**
 * A new resume is written in the interface language (issue 33); the resume's language stays its own setting
 * after that. The pseudo-language of the tests writes English.
 */
function newResumeLanguage(): ResumeLanguage {
  const { language } = getLanguageState();
  return language === 'xx' ? DEFAULT_RESUME_LANGUAGE : language;
}

export function initialBuilderState(): BuilderState {
  return { resume: { ...emptyResume(), language: newResumeLanguage() }, title: '' };
}

const updateById = <T extends { id: string }>(items: T[], id: string, fields: Partial<T>): T[] =>
  items.map((item) => (item.id === id ? { ...item, ...fields, id: item.id } : item));

const withoutId = <T extends { id: string }>(items: T[], id: string): T[] =>
  items.filter((item) => item.id !== id);

/** The list with the item of this id swapped with its neighbour; the same list when there is none. */
function moveById<T extends { id: string }>(items: T[], id: string, offset: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= items.length) return items;
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/** Replaces the entry with this id, or appends it; null removes it. */
function setTemp<T extends { id: string }>(items: T[], id: string, entry: T | null): T[] {
  if (entry === null) return items.some((item) => item.id === id) ? withoutId(items, id) : items;
  const next = { ...entry, id };
  return items.some((item) => item.id === id)
    ? items.map((item) => (item.id === id ? next : item))
    : [...items, next];
}

function updateSections(
  resume: Resume,
  sectionId: string,
  change: (section: AdditionalSection) => AdditionalSection,
): Resume {
  return {
    ...resume,
    additionalSections: resume.additionalSections.map((section) =>
      section.id === sectionId ? change(section) : section,
    ),
  };
}

function reduceResume(resume: Resume, action: ResumeAction): Resume {
  switch (action.type) {
    case 'updatePersonalDetails':
      return { ...resume, personalDetails: { ...resume.personalDetails, ...action.fields } };
    case 'updateContactInfo':
      return { ...resume, contactInfo: { ...resume.contactInfo, ...action.fields } };
    case 'updateSummary':
      return { ...resume, summary: { content: action.content } };
    case 'addExperience':
      if (resume.experience.some((job) => job.id === action.experience.id)) return resume;
      return { ...resume, experience: [...resume.experience, action.experience] };
    case 'updateExperience':
      return { ...resume, experience: updateById(resume.experience, action.id, action.fields) };
    case 'deleteExperience':
      return { ...resume, experience: withoutId(resume.experience, action.id) };
    case 'addBullet':
      return {
        ...resume,
        experience: resume.experience.map((job) =>
          job.id === action.experienceId ? { ...job, bullets: [...job.bullets, action.bullet] } : job,
        ),
      };
    case 'removeBullet':
      return {
        ...resume,
        experience: resume.experience.map((job) =>
          job.id === action.experienceId
            ? { ...job, bullets: job.bullets.filter((_, index) => index !== action.index) }
            : job,
        ),
      };
    case 'addEducation':
      if (resume.education.some((entry) => entry.id === action.education.id)) return resume;
      return { ...resume, education: [...resume.education, action.education] };
    case 'updateEducation':
      return { ...resume, education: updateById(resume.education, action.id, action.fields) };
    case 'deleteEducation':
      return { ...resume, education: withoutId(resume.education, action.id) };
    case 'clearEducation':
      return { ...resume, education: [] };
    case 'addSkill': {
      const name = action.skill.name.trim();
      const key = name.toLowerCase();
      if (name === '' || resume.skills.some((skill) => skill.name.trim().toLowerCase() === key))
        return resume;
      if (resume.skills.some((skill) => skill.id === action.skill.id)) return resume;
      return { ...resume, skills: [...resume.skills, { ...action.skill, name }] };
    }
    case 'updateSkill':
      return { ...resume, skills: updateById(resume.skills, action.id, action.fields) };
    case 'deleteSkill':
      return { ...resume, skills: withoutId(resume.skills, action.id) };
    case 'addSection':
      // One section per type: the additional-sections screen offers only the types not yet added.
      if (resume.additionalSections.some((s) => s.id === action.section.id || s.type === action.section.type))
        return resume;
      return { ...resume, additionalSections: [...resume.additionalSections, action.section] };
    case 'updateSection':
      return updateSections(resume, action.id, (section) => ({ ...section, ...action.fields }));
    case 'removeSection':
      return { ...resume, additionalSections: withoutId(resume.additionalSections, action.id) };
    case 'moveSection': {
      const additionalSections = moveById(resume.additionalSections, action.id, action.offset);
      return additionalSections === resume.additionalSections ? resume : { ...resume, additionalSections };
    }
    case 'addSectionItem':
      return updateSections(resume, action.sectionId, (section) =>
        section.items.some((item) => item.id === action.item.id)
          ? section
          : { ...section, items: [...section.items, action.item] },
      );
    case 'updateSectionItem':
      return updateSections(resume, action.sectionId, (section) => ({
        ...section,
        items: updateById(section.items, action.itemId, action.fields),
      }));
    case 'deleteSectionItem':
      return updateSections(resume, action.sectionId, (section) => ({
        ...section,
        items: withoutId(section.items, action.itemId),
      }));
    case 'moveSectionItem': {
      const section = resume.additionalSections.find((candidate) => candidate.id === action.sectionId);
      if (!section) return resume;
      const items = moveById(section.items, action.itemId, action.offset);
      return items === section.items
        ? resume
        : updateSections(resume, section.id, () => ({ ...section, items }));
    }
    case 'setExperiencePreview': {
      const experience = setTemp(resume.experience, TEMP_PREVIEW_ID, action.experience);
      return experience === resume.experience ? resume : { ...resume, experience };
    }
    case 'setEducationPreview': {
      const education = setTemp(resume.education, TEMP_EDUCATION_PREVIEW_ID, action.education);
      return education === resume.education ? resume : { ...resume, education };
    }
    case 'load':
      return {
        ...resume,
        ...action.data,
        personalDetails: { ...resume.personalDetails, ...action.data.personalDetails },
        contactInfo: { ...resume.contactInfo, ...action.data.contactInfo },
        summary: { ...resume.summary, ...action.data.summary },
      };
    case 'setTitle':
    case 'reset':
      return resume;
  }
}

export function builderReducer(state: BuilderState, action: ResumeAction): BuilderState {
  if (action.type === 'reset') return initialBuilderState();
  if (action.type === 'setTitle') {
    const title = action.title.trim();
    // The title is never saved empty (spec section 5); an empty edit keeps the old one.
    return title === '' || title === state.title ? state : { ...state, title };
  }
  const resume = reduceResume(state.resume, action);
  const title = action.type === 'load' && action.title?.trim() ? action.title.trim() : state.title;
  return resume === state.resume && title === state.title ? state : { resume, title };
}
