import { fitToResume } from './fit-resume';
import { joinRichText } from './json-resume-rich-text';
import type { Resume, ResumeInput, SKILL_CATEGORIES, SkillLevel } from './resume';
import { plainToRichText } from './rich-text';
import type { AdditionalSectionType } from './section-types';

/**
 * A JSON Resume 1.x document (basics, work, volunteer, education, awards, certificates, publications, skills,
 * languages, interests, references, projects) as our resume, with a warning for everything it says that our
 * model cannot hold. The inverse of toJsonResume: JSON Resume -> import -> export keeps every field we hold.
 * Nothing here trusts the input's shape: a wrong type is treated as absent.
 */

export interface ImportResult {
  resume: Resume;
  warnings: string[];
}

type Json = Record<string, unknown>;
type ItemInput = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (object: Json, key: string): string => {
  const value = object[key];
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
};
const objects = (object: Json, key: string): Json[] => {
  const value = object[key];
  return Array.isArray(value) ? value.filter(isObject) : [];
};
const strings = (object: Json, key: string): string[] => {
  const value = object[key];
  return Array.isArray(value)
    ? value.filter((entry) => typeof entry === 'string').map((entry) => entry.trim())
    : [];
};
const dateOf = (object: Json, key: string) => str(object, key) || str(object, `${key}Text`);

/** Fields of the known sections our model has nowhere to keep; each present one is a warning. */
const DROPPED_FIELDS: Record<string, readonly string[]> = {
  work: ['url', 'description'],
  education: ['url'],
  projects: ['type'],
  skills: [],
};

function noteDropped(section: string, entries: Json[], warnings: string[]) {
  entries.forEach((entry, index) => {
    for (const field of DROPPED_FIELDS[section] ?? []) {
      if (str(entry, field))
        warnings.push(`${section}[${index}].${field} has no place in the resume and was left out`);
    }
  });
}

/** The parts of a JSON Resume 1.x and the JSON type each must have. */
const PART_TYPES: Record<string, 'object' | 'list'> = {
  basics: 'object',
  work: 'list',
  volunteer: 'list',
  education: 'list',
  awards: 'list',
  certificates: 'list',
  publications: 'list',
  skills: 'list',
  languages: 'list',
  interests: 'list',
  references: 'list',
  projects: 'list',
  courses: 'list',
};

const typeName = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
};

/**
 * Each part of the document whose type is wrong (a section that is no list, an entry that is no object,
 * basics or its location that is no object), by its path, with what was expected: these parts are left out,
 * and the import says so instead of answering with less than the file holds.
 */
export function jsonResumeShapeProblems(document: Json): Record<string, string> {
  const problems: Record<string, string> = {};
  const expect = (path: string, value: unknown, wanted: 'object' | 'list') => {
    const isRight = wanted === 'list' ? Array.isArray(value) : isObject(value);
    if (!isRight)
      problems[path] =
        `${path} should be ${wanted === 'list' ? 'a list' : 'an object'}, not ${typeName(value)}: left out`;
    return isRight;
  };
  for (const [part, wanted] of Object.entries(PART_TYPES)) {
    const value = document[part];
    if (value === undefined || !expect(part, value, wanted)) continue;
    if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        expect(`${part}[${index}]`, entry, 'object');
      });
    }
  }
  const basics = document.basics;
  if (isObject(basics)) {
    if (basics.location !== undefined) expect('basics.location', basics.location, 'object');
    if (basics.profiles !== undefined) expect('basics.profiles', basics.profiles, 'list');
  }
  return problems;
}

export function isJsonResume(value: unknown): value is Json {
  if (!isObject(value)) return false;
  return ['basics', 'work', 'education', 'skills', 'projects', 'volunteer'].some((key) => key in value);
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

function skillLevel(level: string, name: string, warnings: string[]): SkillLevel {
  const word = level.toLowerCase();
  if (word === '') return 'intermediate';
  if (/beginner|novice|basic|elementary|junior/.test(word)) return 'beginner';
  if (/intermediate|proficient|working|mid/.test(word)) return 'intermediate';
  if (/advanced|senior|fluent/.test(word)) return 'advanced';
  if (/expert|master|native/.test(word)) return 'expert';
  warnings.push(`Skill "${name}": level "${level}" was read as intermediate`);
  return 'intermediate';
}

function skillCategory(value: string): (typeof SKILL_CATEGORIES)[number] {
  return value === 'professional' || value === 'language' ? value : 'technical';
}

function readBasics(basics: Json, warnings: string[]) {
  const location = isObject(basics.location) ? basics.location : {};
  for (const field of ['postalCode', 'region']) {
    if (str(location, field))
      warnings.push(`basics.location.${field} has no place in the resume and was left out`);
  }
  const profiles = objects(basics, 'profiles');
  const profileUrl = (network: RegExp) =>
    profiles.find((profile) => network.test(str(profile, 'network')))?.url as string | undefined;
  const linkedin = profileUrl(/^linked\s*in$/i) ?? '';
  const github = profileUrl(/^git\s*hub$/i) ?? '';
  for (const profile of profiles) {
    const username = str(profile, 'username');
    if (username && !str(profile, 'url').includes(username)) {
      warnings.push(
        `The ${str(profile, 'network') || 'profile'} user name "${username}" was left out: only its address is kept`,
      );
    }
  }
  const otherProfiles = profiles.filter(
    (profile) => !/^(linked\s*in|git\s*hub)$/i.test(str(profile, 'network')),
  );
  const email = str(basics, 'email');
  const phone = str(basics, 'phone');
  const website = str(basics, 'url');
  const city = str(location, 'city');
  return {
    personalDetails: {
      ...splitName(str(basics, 'name')),
      jobTitle: str(basics, 'label'),
      photoUrl: str(basics, 'image'),
      email,
      phone,
      location: city,
      linkedin,
      website,
      nationality: str(basics, 'nationality'),
      driversLicense: str(basics, 'driversLicense'),
      dateOfBirth: str(basics, 'dateOfBirth'),
    },
    contactInfo: {
      email,
      phone,
      address: str(location, 'address'),
      city,
      country: str(location, 'countryCode') || str(location, 'country'),
      website,
      linkedin,
      github,
    },
    summary: { content: plainToRichText(str(basics, 'summary')) },
    links: otherProfiles.map((profile) => ({
      title: str(profile, 'network') || str(profile, 'username'),
      link: str(profile, 'url'),
    })),
  };
}

const section = (type: AdditionalSectionType, title: string, items: ItemInput[]) =>
  items.length > 0 ? [{ type, title, items }] : [];

/** Dates of an entry: no end date but a start date means it is still going on. */
function periodOf(entry: Json) {
  const startDate = dateOf(entry, 'startDate');
  const endDate = dateOf(entry, 'endDate');
  return { startDate, endDate, current: startDate !== '' && endDate === '' };
}

export function fromJsonResume(document: Json): ImportResult {
  const warnings: string[] = Object.values(jsonResumeShapeProblems(document));
  const basics = readBasics(isObject(document.basics) ? document.basics : {}, warnings);
  const work = objects(document, 'work');
  noteDropped('work', work, warnings);
  const jobs = work.filter((entry) => entry.internship !== true);
  const internships = work.filter((entry) => entry.internship === true);
  const education = objects(document, 'education');
  noteDropped('education', education, warnings);
  const schoolCourses = education.flatMap((school) =>
    strings(school, 'courses').map((title) => ({ title, company: str(school, 'institution') })),
  );
  const looseCourses = objects(document, 'courses').map((course) => ({
    title: str(course, 'name'),
    company: str(course, 'institution'),
    date: dateOf(course, 'date'),
    link: str(course, 'url'),
    description: joinRichText(str(course, 'summary'), strings(course, 'highlights')),
  }));
  const awards = objects(document, 'awards');
  const awardSections = [...new Set(awards.map((award) => str(award, 'section') || 'Awards'))];
  noteDropped('projects', objects(document, 'projects'), warnings);

  const raw: ResumeInput = {
    personalDetails: basics.personalDetails,
    contactInfo: basics.contactInfo,
    summary: basics.summary,
    experience: jobs.map((entry) => ({
      jobTitle: str(entry, 'position'),
      company: str(entry, 'name') || str(entry, 'company'),
      location: str(entry, 'location'),
      ...periodOf(entry),
      description: joinRichText(str(entry, 'summary'), strings(entry, 'highlights')),
    })),
    education: education.map((entry) => ({
      institution: str(entry, 'institution'),
      degree: str(entry, 'studyType'),
      field: str(entry, 'area'),
      location: str(entry, 'location'),
      startDate: dateOf(entry, 'startDate'),
      endDate: dateOf(entry, 'endDate'),
      gpa: str(entry, 'score'),
    })),
    skills: objects(document, 'skills').flatMap((entry) => {
      const name = str(entry, 'name');
      const level = skillLevel(str(entry, 'level'), name, warnings);
      const category = skillCategory(str(entry, 'category'));
      const keywords = strings(entry, 'keywords').filter((keyword) => keyword !== name);
      return [name, ...keywords].filter(Boolean).map((skill) => ({ name: skill, level, category }));
    }),
    additionalSections: [
      ...section(
        'internships',
        'Internships',
        internships.map((entry) => ({
          title: str(entry, 'position'),
          company: str(entry, 'name'),
          location: str(entry, 'location'),
          link: str(entry, 'url'),
          ...periodOf(entry),
          description: joinRichText(str(entry, 'summary'), strings(entry, 'highlights')),
        })),
      ),
      ...section(
        'volunteering',
        'Volunteering',
        objects(document, 'volunteer').map((entry) => ({
          title: str(entry, 'position'),
          company: str(entry, 'organization'),
          location: str(entry, 'location'),
          link: str(entry, 'url'),
          ...periodOf(entry),
          description: joinRichText(str(entry, 'summary'), strings(entry, 'highlights')),
        })),
      ),
      ...section('courses', 'Courses', [...schoolCourses, ...looseCourses]),
      ...section(
        'certifications',
        'Certifications',
        objects(document, 'certificates').map((entry) => ({
          title: str(entry, 'name'),
          date: dateOf(entry, 'date'),
          company: str(entry, 'issuer'),
          link: str(entry, 'url'),
          credentialId: str(entry, 'credentialId'),
        })),
      ),
      ...section(
        'projects',
        'Projects',
        objects(document, 'projects').map((entry) => ({
          title: str(entry, 'name'),
          description: joinRichText(str(entry, 'description'), strings(entry, 'highlights')),
          keywords: strings(entry, 'keywords').join(', '),
          ...periodOf(entry),
          link: str(entry, 'url'),
          role: strings(entry, 'roles').join(', '),
          company: str(entry, 'entity'),
        })),
      ),
      ...awardSections.flatMap((title) =>
        section(
          'custom',
          title,
          awards
            .filter((award) => (str(award, 'section') || 'Awards') === title)
            .map((award) => ({
              title: str(award, 'title'),
              date: dateOf(award, 'date'),
              company: str(award, 'awarder'),
              description: plainToRichText(str(award, 'summary')),
            })),
        ),
      ),
      ...section(
        'custom',
        'Publications',
        objects(document, 'publications').map((entry) => ({
          title: str(entry, 'name'),
          company: str(entry, 'publisher'),
          date: dateOf(entry, 'releaseDate'),
          link: str(entry, 'url'),
          description: plainToRichText(str(entry, 'summary')),
        })),
      ),
      ...section(
        'languages',
        'Languages',
        objects(document, 'languages').map((entry) => ({
          title: str(entry, 'language'),
          proficiency: str(entry, 'fluency'),
        })),
      ),
      ...section(
        'hobbies',
        'Interests',
        objects(document, 'interests').map((entry) => ({
          title: str(entry, 'name'),
          keywords: strings(entry, 'keywords').join(', '),
        })),
      ),
      ...section(
        'references',
        'References',
        objects(document, 'references').map((entry) => ({
          title: str(entry, 'name'),
          description: plainToRichText(str(entry, 'reference')),
          company: str(entry, 'company'),
          email: str(entry, 'email'),
          phone: str(entry, 'phone'),
        })),
      ),
      ...section('links', 'Links', basics.links),
    ],
  };
  return { resume: fitToResume(raw, warnings), warnings };
}
