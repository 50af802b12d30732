import { jobBulletSource, jobBulletTexts } from './job-bullets';
import { splitRichText } from './json-resume-rich-text';
import { isEmail, type Resume, type SectionItem } from './resume';

/**
 * Our resume as a JSON Resume 1.x document (https://jsonresume.org/schema), for the "take your data out"
 * download of a draft and of the guest resume. Pure, so the browser and the server share it.
 * What JSON Resume has no field for travels in extra properties the schema allows (docs/decisions/0037):
 * a certificate's credentialId, a skill's category, an internship flag, courses and custom sections.
 */

export type JsonResumeObject = Record<string, unknown>;

const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** Drops undefined, blank strings, empty arrays and empty objects, so the document says only what is known. */
function compact<T extends JsonResumeObject>(object: T): T {
  const kept: JsonResumeObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)
      continue;
    kept[key] = value;
  }
  return kept as T;
}

/** JSON Resume's url fields are URIs; people type 'linkedin.com/in/ada', so a missing scheme becomes https. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A date the schema accepts goes in the date field; free text ('Spring 2020') is kept beside it. */
function dates(start: string, end: string, current: boolean): JsonResumeObject {
  const field = (name: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed === '') return {};
    return ISO_DATE.test(trimmed) ? { [name]: trimmed } : { [`${name}Text`]: trimmed };
  };
  return { ...field('startDate', start), ...(current ? {} : field('endDate', end)) };
}

function singleDate(name: string, value: string): JsonResumeObject {
  const trimmed = value.trim();
  if (trimmed === '') return {};
  return ISO_DATE.test(trimmed) ? { [name]: trimmed } : { [`${name}Text`]: trimmed };
}

const splitKeywords = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The last path segment of a profile address: 'linkedin.com/in/ada' -> 'ada'. */
function usernameOf(url: string): string {
  const segments = withScheme(url)
    .replace(/^https?:\/\/[^/]+/i, '')
    .split(/[/?#]/)
    .filter(Boolean);
  return segments.at(-1) ?? '';
}

function basicsOf(resume: Resume): JsonResumeObject {
  const { personalDetails: person, contactInfo: contact } = resume;
  const email = (contact.email || person.email).trim();
  const linkedin = contact.linkedin || person.linkedin;
  const profiles: JsonResumeObject[] = [
    linkedin && { network: 'LinkedIn', username: usernameOf(linkedin), url: withScheme(linkedin) },
    contact.github && {
      network: 'GitHub',
      username: usernameOf(contact.github),
      url: withScheme(contact.github),
    },
    ...resume.additionalSections
      .filter((section) => section.type === 'links')
      .flatMap((section) => section.items)
      .filter((item) => item.link || item.title)
      .map((item) => compact({ network: item.title, url: withScheme(item.link) })),
  ].filter((profile) => profile !== '');
  return compact({
    name: [person.firstName, person.lastName].filter((part) => part.trim()).join(' '),
    label: person.jobTitle,
    image: withScheme(person.photoUrl),
    email: isEmail(email) ? email : undefined,
    phone: contact.phone || person.phone,
    url: withScheme(contact.website || person.website),
    summary: splitRichText(resume.summary.content).summary,
    location: compact({
      address: contact.address,
      city: contact.city || person.location,
      countryCode: contact.country,
    }),
    profiles,
    nationality: person.nationality,
    driversLicense: person.driversLicense,
    dateOfBirth: person.dateOfBirth,
  });
}

/** An entry's rich text as summary + highlights. */
function prose(html: string): JsonResumeObject {
  const { summary, highlights } = splitRichText(html);
  return { summary, highlights };
}

function itemsOf(resume: Resume, type: Resume['additionalSections'][number]['type']): SectionItem[] {
  return resume.additionalSections
    .filter((section) => section.type === type)
    .flatMap((section) => section.items);
}

const isPublications = (title: string) => /publication/i.test(title);

function workOf(resume: Resume): JsonResumeObject[] {
  const jobs = resume.experience.map((job) => {
    const { summary, highlights } = splitRichText(job.description);
    return compact({
      name: job.company,
      position: job.jobTitle,
      location: job.location,
      ...dates(job.startDate, job.endDate, job.current),
      summary,
      // As on the page: the plain bullets stand in only for a blank description (they are its older form).
      highlights: jobBulletSource(job) === 'bullets' ? jobBulletTexts(job) : highlights,
    });
  });
  const internships = itemsOf(resume, 'internships').map((item) =>
    compact({
      name: item.company,
      position: item.title,
      location: item.location,
      url: withScheme(item.link),
      ...dates(item.startDate || item.date, item.endDate, item.current),
      ...prose(item.description),
      internship: true,
    }),
  );
  return [...jobs, ...internships];
}

function educationOf(resume: Resume, courses: SectionItem[]): JsonResumeObject[] {
  return resume.education.map((school) =>
    compact({
      institution: school.institution,
      area: school.field,
      studyType: school.degree,
      location: school.location,
      ...dates(school.startDate, school.endDate, false),
      score: school.gpa,
      courses: courses
        .filter((course) => course.company.trim() && course.company.trim() === school.institution.trim())
        .map((course) => course.title),
    }),
  );
}

/** A course that belongs to no listed school keeps its own entry (extra `courses` array). */
function looseCoursesOf(resume: Resume, courses: SectionItem[]): JsonResumeObject[] {
  const schools = new Set(resume.education.map((school) => school.institution.trim()).filter(Boolean));
  return courses
    .filter((course) => !schools.has(course.company.trim()))
    .map((course) =>
      compact({
        name: course.title,
        institution: course.company,
        ...singleDate('date', course.date),
        url: withScheme(course.link),
        ...prose(course.description),
      }),
    );
}

function customSectionsOf(resume: Resume) {
  const custom = resume.additionalSections.filter((section) => section.type === 'custom');
  const awards = custom
    .filter((section) => !isPublications(section.title))
    .flatMap((section) =>
      section.items.map((item) =>
        compact({
          title: item.title,
          ...singleDate('date', item.date),
          awarder: item.company,
          summary: splitRichText(item.description).summary,
          section: section.title,
        }),
      ),
    );
  const publications = custom
    .filter((section) => isPublications(section.title))
    .flatMap((section) =>
      section.items.map((item) =>
        compact({
          name: item.title,
          publisher: item.company,
          ...singleDate('releaseDate', item.date),
          url: withScheme(item.link),
          summary: splitRichText(item.description).summary,
        }),
      ),
    );
  return { awards, publications };
}

export function toJsonResume(resume: Resume): JsonResumeObject {
  const courses = itemsOf(resume, 'courses');
  const { awards, publications } = customSectionsOf(resume);
  return compact({
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: basicsOf(resume),
    work: workOf(resume),
    volunteer: itemsOf(resume, 'volunteering').map((item) =>
      compact({
        organization: item.company,
        position: item.title,
        url: withScheme(item.link),
        location: item.location,
        ...dates(item.startDate, item.endDate, item.current),
        ...prose(item.description),
      }),
    ),
    education: educationOf(resume, courses),
    courses: looseCoursesOf(resume, courses),
    awards,
    certificates: itemsOf(resume, 'certifications').map((item) =>
      compact({
        name: item.title,
        ...singleDate('date', item.date),
        issuer: item.company,
        url: withScheme(item.link),
        credentialId: item.credentialId,
      }),
    ),
    publications,
    skills: resume.skills
      .filter((skill) => skill.name.trim())
      .map((skill) => ({ name: skill.name, level: capitalised(skill.level), category: skill.category })),
    languages: itemsOf(resume, 'languages').map((item) =>
      compact({ language: item.title, fluency: item.proficiency }),
    ),
    interests: itemsOf(resume, 'hobbies').map((item) =>
      compact({ name: item.title, keywords: splitKeywords(item.keywords) }),
    ),
    references: itemsOf(resume, 'references').map((item) =>
      compact({
        name: item.title,
        reference: splitRichText(item.description).summary,
        company: item.company,
        email: isEmail(item.email.trim()) ? item.email.trim() : undefined,
        phone: item.phone,
      }),
    ),
    projects: itemsOf(resume, 'projects').map((item) =>
      compact({
        name: item.title,
        description: splitRichText(item.description).summary,
        highlights: splitRichText(item.description).highlights,
        keywords: splitKeywords(item.keywords),
        ...dates(item.startDate, item.endDate, item.current),
        url: withScheme(item.link),
        roles: splitKeywords(item.role),
        entity: item.company,
      }),
    ),
  });
}
