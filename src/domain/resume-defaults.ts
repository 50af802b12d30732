import { createId } from './ids';
import {
  type AdditionalSection,
  type AdditionalSectionType,
  type Education,
  type Experience,
  educationSchema,
  experienceSchema,
  isWebUrl,
  type SectionItem,
  type Skill,
  sectionItemSchema,
  skillSchema,
} from './resume';

/**
 * Factories for new resume items with the spec's defaults (section 3, 'Defaults for new items').
 * Each goes through its schema, so every field the schema defaults is present and a new id comes from createId().
 */

/** Ids of the builder's live-preview entries; they are never saved and never count toward progress. */
export const TEMP_PREVIEW_ID = 'temp-preview';
export const TEMP_EDUCATION_PREVIEW_ID = 'temp-education-preview';
const TEMP_PREVIEW_IDS: ReadonlySet<string> = new Set([TEMP_PREVIEW_ID, TEMP_EDUCATION_PREVIEW_ID]);

export function isTempPreviewId(id: string): boolean {
  return TEMP_PREVIEW_IDS.has(id);
}

/** The items without the temporary preview entries. */
export function withoutTempPreview<T extends { id: string }>(items: readonly T[]): T[] {
  return items.filter((item) => !isTempPreviewId(item.id));
}

export const SECTION_TITLES: Record<AdditionalSectionType, string> = {
  internships: 'Internships',
  courses: 'Courses',
  certifications: 'Certifications',
  projects: 'Projects',
  volunteering: 'Volunteering',
  references: 'References',
  languages: 'Languages',
  links: 'Links',
  hobbies: 'Hobbies',
  custom: 'Custom section',
};

export const SAMPLE_HOBBIES_TEXT =
  'I enjoy hiking, photography and cooking for friends, and I volunteer at a local food bank on weekends.';
export const SAMPLE_CUSTOM_DESCRIPTION =
  '<p>Describe an achievement, a project or an activity that does not fit the other sections.</p>';
export const LINK_DEFAULT_TITLE = 'My Website';

export function createExperience(fields: Partial<Experience> = {}): Experience {
  return experienceSchema.parse({ ...fields, id: fields.id ?? createId() });
}

export function createEducation(fields: Partial<Education> = {}): Education {
  return educationSchema.parse({ ...fields, id: fields.id ?? createId() });
}

/** The skills step's 'Add skill': 'New Skill' at intermediate. */
export function createSkill(fields: Partial<Skill> = {}): Skill {
  return skillSchema.parse({
    name: 'New Skill',
    level: 'intermediate',
    ...fields,
    id: fields.id ?? createId(),
  });
}

function createItem(fields: Partial<SectionItem>): SectionItem {
  return sectionItemSchema.parse({ ...fields, id: fields.id ?? createId() });
}

export function createInternship(): SectionItem {
  return createItem({ title: 'Product Designer', date: 'Jan 2016 - Feb 2019', location: 'Washington, D.C.' });
}

/** Course title = course name, description = institution, date = 'start - end' or just start. */
export function createCourse(): SectionItem {
  return createItem({});
}

/** Reference title = referent name, location = referent company; the values are sample placeholders. */
export function createReference(): SectionItem {
  return createItem({
    title: 'Jane Smith',
    location: 'Acme Corporation',
    email: 'jane.smith@example.com',
    phone: '(555) 555-0100',
  });
}

/**
 * A link titled 'My Website' pointing at the given host. A host the resume schema would reject as a URL
 * (such as 'localhost:3000' in development) leaves the link empty, so the new item never blocks a save.
 */
export function createLink(host: string): SectionItem {
  const link = host.trim();
  return createItem({ title: LINK_DEFAULT_TITLE, link: isWebUrl(link) ? link : '' });
}

export function createLanguage(): SectionItem {
  return createItem({ title: 'English', proficiency: 'Native' });
}

export function createHobbies(): SectionItem {
  return createItem({ description: SAMPLE_HOBBIES_TEXT });
}

/** Custom item: title shown as Header, date as Subheader, description as body. */
export function createCustomItem(): SectionItem {
  return createItem({ title: 'Foundation', description: SAMPLE_CUSTOM_DESCRIPTION });
}

export interface NewItemContext {
  /** The site's host, used as a new link's address. */
  host: string;
}

/** The item an 'Add one more ...' button adds to a section of this type. */
export function createSectionItem(type: AdditionalSectionType, context: NewItemContext): SectionItem {
  switch (type) {
    case 'internships':
      return createInternship();
    case 'courses':
      return createCourse();
    // The newer types start empty: a sample certificate or project left unedited would be a false claim.
    case 'certifications':
    case 'projects':
    case 'volunteering':
      return createItem({});
    case 'references':
      return createReference();
    case 'languages':
      return createLanguage();
    case 'links':
      return createLink(context.host);
    case 'hobbies':
      return createHobbies();
    case 'custom':
      return createCustomItem();
  }
}

/** A new extra section: empty, except hobbies, which starts with its sample sentence. */
export function createAdditionalSection(type: AdditionalSectionType): AdditionalSection {
  return {
    id: createId(),
    type,
    title: SECTION_TITLES[type],
    items: type === 'hobbies' ? [createHobbies()] : [],
  };
}
