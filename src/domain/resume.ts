import { z } from 'zod';
import {
  COLOR_SCHEME_IDS,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_FONT_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TEMPLATE,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  PAGE_SIZES,
  TEMPLATE_IDS,
} from './design';
import { DESIGN_SETTINGS_SHAPE } from './design-schema';
import { createId } from './ids';
import { LIMITS } from './limits';
import { ADDITIONAL_SECTION_TYPES } from './section-types';

/**
 * The resume document: the spec's builder shape (section 3) plus the design fields.
 * No content is required, so a half-finished resume always saves; only types, the format of what is
 * present and the bounds are checked. Every field has a default, so `resumeSchema.parse({})` is an empty resume.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_URL_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i;

export const VALID_EMAIL_MESSAGE = 'Valid email is required';
export const VALID_URL_MESSAGE = 'Please enter a valid URL';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** A web address with or without its scheme ('linkedin.com/in/ada' is what people type); only http(s). */
export function isWebUrl(value: string): boolean {
  return WEB_URL_PATTERN.test(value.trim());
}

const text = (max: number = LIMITS.shortText) =>
  z.string().max(max, `Must be at most ${max} characters`).default('');
const richText = () => text(LIMITS.richText);
const optionalEmail = () =>
  text(LIMITS.email).refine((v) => v.trim() === '' || isEmail(v.trim()), VALID_EMAIL_MESSAGE);
const optionalUrl = () => text(LIMITS.url).refine((v) => v.trim() === '' || isWebUrl(v), VALID_URL_MESSAGE);
const itemId = () =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')
    .default(() => createId());
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(LIMITS.listItems, `At most ${LIMITS.listItems} items`).default([]);

export const personalDetailsSchema = z.object({
  firstName: text(),
  lastName: text(),
  jobTitle: text(),
  // The alternative builder's extra fields ('Show additional details').
  email: optionalEmail(),
  phone: text(),
  location: text(),
  linkedin: optionalUrl(),
  website: optionalUrl(),
  nationality: text(),
  driversLicense: text(),
  dateOfBirth: text(LIMITS.dateText),
  photoUrl: optionalUrl(),
});

export const contactInfoSchema = z.object({
  email: optionalEmail(),
  phone: text(),
  address: text(),
  city: text(),
  country: text(),
  website: optionalUrl(),
  linkedin: optionalUrl(),
  github: optionalUrl(),
});

export const summarySchema = z.object({ content: richText() });

export const experienceSchema = z.object({
  id: itemId(),
  jobTitle: text(),
  company: text(),
  location: text(),
  /** YYYY-MM when picked from a month input; free text is kept verbatim. */
  startDate: text(LIMITS.dateText),
  endDate: text(LIMITS.dateText),
  current: z.boolean().default(false),
  /** Rich-text HTML of the bullets. */
  description: richText(),
  bullets: list(text(LIMITS.bullet)),
});

export const educationSchema = z.object({
  id: itemId(),
  institution: text(),
  degree: text(),
  field: text(),
  location: text(),
  startDate: text(LIMITS.dateText),
  endDate: text(LIMITS.dateText),
  gpa: text(50),
});

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const SKILL_CATEGORIES = ['technical', 'professional', 'language'] as const;

export const skillSchema = z.object({
  id: itemId(),
  name: text(100),
  level: z.enum(SKILL_LEVELS).default('intermediate'),
  category: z.enum(SKILL_CATEGORIES).default('technical'),
});

export { ADDITIONAL_SECTION_TYPES, type AdditionalSectionType } from './section-types';

export const LANGUAGE_PROFICIENCIES = ['Native', 'Fluent', 'Advanced', 'Intermediate', 'Basic'] as const;

/**
 * One shape for every extra-section item; which fields a type uses is in the spec's 'Item usage per type',
 * and for the types added since (certifications, projects, volunteering) in docs/decisions/0024.
 */
export const sectionItemSchema = z.object({
  id: itemId(),
  title: text(),
  description: richText(),
  /** One date text: a course's 'start - end', a certification's issue date (YYYY-MM when picked). */
  date: text(100),
  location: text(),
  email: optionalEmail(),
  phone: text(),
  link: optionalUrl(),
  proficiency: text(50),
  /** The organisation the item belongs to: an internship's company, a certificate's issuer, a volunteer's organisation. */
  company: text(),
  /** A project's role. */
  role: text(),
  /** A project's or volunteering's dates, as on an experience: YYYY-MM when picked, free text verbatim. */
  startDate: text(LIMITS.dateText),
  endDate: text(LIMITS.dateText),
  current: z.boolean().default(false),
  /** A certificate's credential id or licence number. */
  credentialId: text(100),
  /** A project's keywords as typed, comma-separated ('TypeScript, Typst'). */
  keywords: text(),
});

export const additionalSectionSchema = z.object({
  id: itemId(),
  type: z.enum(ADDITIONAL_SECTION_TYPES),
  title: text(),
  items: list(sectionItemSchema),
});

export const resumeSchema = z.object({
  personalDetails: personalDetailsSchema.prefault({}),
  contactInfo: contactInfoSchema.prefault({}),
  summary: summarySchema.prefault({}),
  experience: list(experienceSchema),
  education: list(educationSchema),
  skills: list(skillSchema),
  additionalSections: list(additionalSectionSchema),
  template: z.enum(TEMPLATE_IDS).default(DEFAULT_TEMPLATE),
  colorScheme: z.enum(COLOR_SCHEME_IDS).default(DEFAULT_COLOR_SCHEME),
  fontSize: z
    .number()
    .int('Font size must be a whole number')
    .min(FONT_SIZE_MIN, `Font size must be at least ${FONT_SIZE_MIN}`)
    .max(FONT_SIZE_MAX, `Font size must be at most ${FONT_SIZE_MAX}`)
    .default(DEFAULT_FONT_SIZE),
  pageSize: z.enum(PAGE_SIZES).default(DEFAULT_PAGE_SIZE),
  ...DESIGN_SETTINGS_SHAPE,
});

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeInput = z.input<typeof resumeSchema>;
export type PersonalDetails = Resume['personalDetails'];
export type ContactInfo = Resume['contactInfo'];
export type Experience = Resume['experience'][number];
export type Education = Resume['education'][number];
export type Skill = Resume['skills'][number];
export type AdditionalSection = Resume['additionalSections'][number];
export type SectionItem = AdditionalSection['items'][number];

export function emptyResume(): Resume {
  return resumeSchema.parse({});
}
