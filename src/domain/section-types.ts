/**
 * The extra-section types, in a module without zod so the route table (and with it every page's first load)
 * does not pull in the schema library.
 */
export const ADDITIONAL_SECTION_TYPES = [
  'internships',
  'courses',
  'certifications',
  'projects',
  'volunteering',
  'references',
  'languages',
  'links',
  'hobbies',
  'custom',
] as const;
export type AdditionalSectionType = (typeof ADDITIONAL_SECTION_TYPES)[number];
