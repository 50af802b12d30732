import { RESUME_WORDS } from '../../../domain/resume-language';
import type { AdditionalSectionType } from '../../../domain/section-types';

/**
 * Section headings people write, in English, by the part of the resume they open, and the headings our
 * templates print in every resume language (RESUME_WORDS), so a French or Arabic file reads back as well. A
 * title not listed here can still be a heading (by its size, weight or capitals); it then becomes a custom
 * section under its own name.
 */

export type SectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'contact'
  | AdditionalSectionType;

const TITLES: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'personal statement',
    'overview',
    'career summary',
    'executive summary',
    'introduction',
    'personal profile',
    'summary of qualifications',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'career',
    'professional background',
    'experience history',
    'professional history',
    'work',
    'positions held',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'academic history',
    'qualifications',
    'academic qualifications',
    'educational background',
    'studies',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'core competencies',
    'competencies',
    'expertise',
    'areas of expertise',
    'skills and expertise',
    'technologies',
    'tools',
    'technical proficiencies',
    'strengths',
    'abilities',
    'hard skills',
    'soft skills',
    'skills and tools',
    'tech stack',
    'professional skills',
    'skills and abilities',
    'technical expertise',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'contact info',
    'details',
    'personal details',
    'personal information',
    'info',
    'get in touch',
  ],
  languages: ['languages', 'language skills', 'spoken languages', 'language'],
  links: [
    'links',
    'websites',
    'online profiles',
    'profiles',
    'social',
    'online presence',
    'portfolio',
    'social media',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'certifications and licenses',
    'accreditations',
    'certification',
    'licences',
    'licences and certifications',
  ],
  courses: [
    'courses',
    'coursework',
    'relevant coursework',
    'training',
    'trainings',
    'professional development',
    'continuing education',
    'training and courses',
    'courses and training',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'key projects',
    'side projects',
    'open source',
  ],
  volunteering: [
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'community involvement',
    'volunteer',
    'community service',
  ],
  internships: ['internships', 'internship', 'internship experience'],
  references: ['references', 'referees'],
  hobbies: ['hobbies', 'interests', 'hobbies and interests', 'personal interests'],
  custom: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'awards and honors',
    'awards and honours',
    'publications',
    'accomplishments',
    'activities',
    'leadership',
    'memberships',
    'affiliations',
    'conferences',
    'speaking',
    'talks',
    'patents',
    'extracurricular activities',
    'key achievements',
    'honors and awards',
  ],
};

/** Each resume language's printed headings and contact heading, by the kind they open ('custom' opens none). */
function printedTitles(): [string, SectionKind][] {
  return Object.values(RESUME_WORDS).flatMap((words) => [
    ...(Object.entries(words.headings) as [SectionKind | 'custom', string][])
      .filter((entry): entry is [SectionKind, string] => entry[0] !== 'custom')
      .map(([kind, title]): [string, SectionKind] => [normalTitle(title), kind]),
    [normalTitle(words.contact), 'contact'],
  ]);
}

const BY_TITLE = new Map<string, SectionKind>([
  ...printedTitles(),
  // The English lists decide where a printed heading says something else in another language.
  ...(Object.entries(TITLES) as [SectionKind, string[]][]).flatMap(([kind, titles]) =>
    titles.map((title) => [title, kind] as const),
  ),
]);

const BY_LETTERS = new Map([...BY_TITLE.keys()].map((title) => [title.replace(/ /g, ''), title]));

/** The known title whose letters these are ('EDUCATIONANDTRAINING' -> 'Education and training'). */
export function knownTitleOfLetters(letters: string): string | undefined {
  const title = BY_LETTERS.get(letters.toLowerCase());
  return title ? title.charAt(0).toUpperCase() + title.slice(1) : undefined;
}

/** Lower case, accents off ('Expérience' -> 'experience'), letters of any script kept, one space between words. */
export function normalTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title we do not list but whose last word names the kind ('Teaching Experience', 'IT Skills'). */
const BY_LAST_WORD: [RegExp, SectionKind][] = [
  [/\b(experience|employment|history|record)$/, 'experience'],
  [/\b(education|qualifications)$/, 'education'],
  [/\b(skills|competencies)$/, 'skills'],
  [/\b(projects)$/, 'projects'],
  [/\b(certifications|certificates|licenses)$/, 'certifications'],
  [/\b(courses|training)$/, 'courses'],
];

/** The kind a heading's words name, if they are a title we know. */
export function knownSectionKind(text: string): SectionKind | undefined {
  const title = normalTitle(text);
  const exact = BY_TITLE.get(title);
  if (exact || title.split(' ').length > 4) return exact;
  if (/volunteer/.test(title)) return 'volunteering';
  return BY_LAST_WORD.find(([pattern]) => pattern.test(title))?.[1];
}
