import { describe, expect, it } from 'vitest';
import { isItemId } from './ids';
import { ADDITIONAL_SECTION_TYPES, additionalSectionSchema, resumeSchema, sectionItemSchema } from './resume';
import {
  createAdditionalSection,
  createCustomItem,
  createEducation,
  createExperience,
  createInternship,
  createLanguage,
  createLink,
  createReference,
  createSectionItem,
  createSkill,
  isTempPreviewId,
  LINK_DEFAULT_TITLE,
  SAMPLE_HOBBIES_TEXT,
  SECTION_TITLES,
  TEMP_EDUCATION_PREVIEW_ID,
  TEMP_PREVIEW_ID,
  withoutTempPreview,
} from './resume-defaults';

describe('item factories', () => {
  it('give an internship the spec defaults', () => {
    expect(createInternship()).toMatchObject({
      title: 'Product Designer',
      date: 'Jan 2016 - Feb 2019',
      location: 'Washington, D.C.',
    });
  });

  it('give a reference sample name, company and contact details that pass the schema', () => {
    const reference = createReference();
    expect(reference.title).not.toBe('');
    expect(reference.location).not.toBe('');
    expect(reference.email).toMatch(/@example\.com$/);
    expect(reference.phone).not.toBe('');
    expect(sectionItemSchema.parse(reference)).toEqual(reference);
  });

  it('give a link the title My Website and the host as its address', () => {
    expect(createLink('resumable.app')).toMatchObject({ title: LINK_DEFAULT_TITLE, link: 'resumable.app' });
    expect(createLink(' www.example.com ')).toMatchObject({ link: 'www.example.com' });
  });

  it('leave the link empty when the host would not pass as a URL', () => {
    const link = createLink('localhost:3000');
    expect(link.link).toBe('');
    expect(sectionItemSchema.safeParse(link).success).toBe(true);
  });

  it('give a language English at Native', () => {
    expect(createLanguage()).toMatchObject({ title: 'English', proficiency: 'Native' });
  });

  it("give a skill 'New Skill' at intermediate, keeping overrides", () => {
    expect(createSkill()).toMatchObject({ name: 'New Skill', level: 'intermediate', category: 'technical' });
    expect(createSkill({ name: 'Go', level: 'expert' })).toMatchObject({ name: 'Go', level: 'expert' });
  });

  it('give a custom item the title Foundation and a sample description', () => {
    const item = createCustomItem();
    expect(item.title).toBe('Foundation');
    expect(item.description).not.toBe('');
  });

  it('make blank experience and education entries with every field', () => {
    const experience = createExperience();
    expect(experience).toMatchObject({
      jobTitle: '',
      company: '',
      current: false,
      bullets: [],
      description: '',
    });
    expect(createEducation()).toMatchObject({ institution: '', degree: '', gpa: '' });
    expect(createExperience({ jobTitle: 'Chef' }).jobTitle).toBe('Chef');
    expect(createExperience({ id: 'fixed' }).id).toBe('fixed');
  });

  it('give every new item a fresh valid id', () => {
    const ids = [
      createExperience(),
      createEducation(),
      createSkill(),
      createInternship(),
      createLanguage(),
    ].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toHaveLength(9);
      expect(isItemId(id)).toBe(true);
    }
  });
});

describe('createSectionItem', () => {
  it('makes a schema-valid item for every section type', () => {
    for (const type of ADDITIONAL_SECTION_TYPES) {
      const item = createSectionItem(type, { host: 'resumable.app' });
      expect(sectionItemSchema.parse(item), type).toEqual(item);
    }
    expect(createSectionItem('links', { host: 'resumable.app' }).link).toBe('resumable.app');
    expect(createSectionItem('internships', { host: 'x.io' }).title).toBe('Product Designer');
    for (const type of ['certifications', 'projects', 'volunteering'] as const) {
      const item = createSectionItem(type, { host: 'x.io' });
      expect(item, `${type} starts empty`).toEqual(sectionItemSchema.parse({ id: item.id }));
    }
  });
});

describe('createAdditionalSection', () => {
  it('uses the display titles', () => {
    expect(ADDITIONAL_SECTION_TYPES.map((type) => createAdditionalSection(type).title)).toEqual([
      'Internships',
      'Courses',
      'Certifications',
      'Projects',
      'Volunteering',
      'References',
      'Languages',
      'Links',
      'Hobbies',
      'Custom section',
    ]);
    expect(SECTION_TITLES.custom).toBe('Custom section');
  });

  it('starts empty, except hobbies with its sample sentence', () => {
    expect(createAdditionalSection('courses').items).toEqual([]);
    const hobbies = createAdditionalSection('hobbies');
    expect(hobbies.items).toHaveLength(1);
    expect(hobbies.items[0]?.description).toBe(SAMPLE_HOBBIES_TEXT);
  });

  it('passes the schema and fits in a resume', () => {
    const sections = ADDITIONAL_SECTION_TYPES.map(createAdditionalSection);
    for (const section of sections) expect(additionalSectionSchema.parse(section)).toEqual(section);
    expect(resumeSchema.parse({ additionalSections: sections }).additionalSections).toEqual(sections);
  });
});

describe('temporary preview entries', () => {
  it('are recognised by id', () => {
    expect(isTempPreviewId(TEMP_PREVIEW_ID)).toBe(true);
    expect(isTempPreviewId(TEMP_EDUCATION_PREVIEW_ID)).toBe(true);
    expect(isTempPreviewId('temp-preview-2')).toBe(false);
  });

  it('are filtered out', () => {
    const items = [{ id: 'a' }, { id: TEMP_PREVIEW_ID }, { id: TEMP_EDUCATION_PREVIEW_ID }, { id: 'b' }];
    expect(withoutTempPreview(items)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
