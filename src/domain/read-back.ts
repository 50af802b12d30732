import { joinPlace } from './place';
import type { Resume } from './resume';
import { richTextToBullets, richTextToPlain } from './rich-text';

/**
 * What an applicant tracking system gets out of a resume file (issue 32): the fields a reader found in the
 * file, set beside the resume's own. Pure: the server renders the file and reads it back with the import
 * reader, then calls compareReadBack; the public checker lists readFields of an uploaded file.
 */

export const READ_BACK_FORMATS = ['pdf', 'docx'] as const;
export type ReadBackFormat = (typeof READ_BACK_FORMATS)[number];

/** missing: not found at all; changed: other text; date: dates not understood; moved: read into another section; merged/split: bullets run together or broken apart. */
export const DIFFERENCE_KINDS = ['missing', 'changed', 'date', 'moved', 'merged', 'split'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export interface ReadBackField {
  /** The resume's own path: 'contactInfo.email', 'experience.0.company', 'experience.0.bullets.2', 'skills.3'. */
  path: string;
  expected: string;
  read: string;
}

export interface ReadBackDifference extends ReadBackField {
  kind: DifferenceKind;
  cause: string;
  fix: string;
}

export interface ReadBack {
  /** Percent of the resume's fields read back as written, 0-100. */
  score: number;
  fields: ReadBackField[];
  differences: ReadBackDifference[];
}

/** Text as a reader should be judged on it: case, spacing, dashes, quotes, URL schemes and end punctuation aside. */
export function normalText(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:·•-]+|[\s.,;:·•/-]+$/g, '')
    .trim();
}

const jobEnd = (job: { endDate: string; current: boolean }) => (job.current ? 'present' : job.endDate);
const bulletsOf = (job: Resume['experience'][number]) =>
  job.description ? richTextToBullets(job.description) : job.bullets;
const isHidden = (resume: Resume, key: string) => resume.sectionLayout.hidden.includes(key);
const CONTACT_LINKS = ['website', 'linkedin', 'github'] as const;

/** Every field of a resume a reader is judged on, in reading order; sections the user hid are not in the file. */
export function readFields(resume: Resume): { path: string; value: string }[] {
  const fields: { path: string; value: string }[] = [];
  const add = (path: string, value: string | undefined) => {
    if (value?.trim()) fields.push({ path, value: value.trim() });
  };
  const person = resume.personalDetails;
  const contact = resume.contactInfo;
  add('name', [person.firstName, person.lastName].filter(Boolean).join(' '));
  add('personalDetails.jobTitle', person.jobTitle);
  add('contactInfo.email', contact.email);
  add('contactInfo.phone', contact.phone);
  add('contactInfo.location', joinPlace([contact.address, contact.city, contact.country]));
  for (const link of CONTACT_LINKS) add(`contactInfo.${link}`, contact[link]);
  if (!isHidden(resume, 'experience')) {
    resume.experience.forEach((job, index) => {
      const at = `experience.${index}`;
      add(`${at}.jobTitle`, job.jobTitle);
      add(`${at}.company`, job.company);
      add(`${at}.startDate`, job.startDate);
      add(`${at}.endDate`, job.startDate || job.endDate || job.current ? jobEnd(job) : '');
      bulletsOf(job).forEach((bullet, b) => {
        add(`${at}.bullets.${b}`, bullet);
      });
    });
  }
  if (!isHidden(resume, 'education')) {
    resume.education.forEach((school, index) => {
      add(`education.${index}.institution`, school.institution);
      add(`education.${index}.degree`, [school.degree, school.field].filter(Boolean).join(' in '));
      add(`education.${index}.endDate`, school.endDate);
    });
  }
  if (!isHidden(resume, 'skills')) {
    resume.skills.forEach((skill, index) => {
      add(`skills.${index}`, skill.name);
    });
  }
  return fields;
}

/** Where else in the read resume a text turned up, named as the reader's section. */
function foundElsewhere(read: Resume, text: string): string | undefined {
  const wanted = normalText(text);
  const has = (value: string) =>
    normalText(value)
      .split(/\s*[,;|•·]\s*|\n/)
      .includes(wanted);
  for (const section of read.additionalSections) {
    for (const item of section.items) {
      if (has(item.title) || has(richTextToPlain(item.description)) || has(item.keywords)) {
        return section.title || section.type;
      }
    }
  }
  for (const job of read.experience) {
    if (bulletsOf(job).some((bullet) => has(bullet))) return 'Experience';
  }
  if (has(richTextToPlain(read.summary.content))) return 'Summary';
  return undefined;
}

type Group = 'name' | 'contact' | 'link' | 'job' | 'date' | 'bullet' | 'education' | 'skill';

function groupOf(path: string): Group {
  if (path === 'name' || path === 'personalDetails.jobTitle') return 'name';
  if (/^contactInfo\.(website|linkedin|github)$/.test(path)) return 'link';
  if (path.startsWith('contactInfo.')) return 'contact';
  if (/Date$/.test(path)) return 'date';
  if (path.includes('.bullets.')) return 'bullet';
  if (path.startsWith('experience.')) return 'job';
  if (path.startsWith('education.')) return 'education';
  return 'skill';
}

const FORMAT_NAMES: Record<ReadBackFormat, string> = { pdf: 'PDF', docx: 'Word file' };

/** Why a reader got a field wrong and what the user can change: the template or a setting, rarely the text. */
function explain(
  kind: DifferenceKind,
  group: Group,
  context: { template: string; format: ReadBackFormat },
): { cause: string; fix: string } {
  const file = FORMAT_NAMES[context.format];
  const template = `the ${context.template} template`;
  if (kind === 'date') {
    return {
      cause: `The reader did not understand these dates as written in the ${file}.`,
      fix: 'Pick the month from the date picker, or choose a date format with the month and the year (Design > Date format).',
    };
  }
  if (kind === 'moved') {
    return {
      cause: 'The skill was read into another section: its heading was not recognised as Skills.',
      fix: "Keep the heading 'Skills' (Design > Sections) and list each skill as its own entry.",
    };
  }
  if (kind === 'merged') {
    return {
      cause: 'Two bullets were read as one: the break between them did not reach the reader.',
      fix: 'Make each achievement its own bullet in the editor, and keep each bullet to one or two lines.',
    };
  }
  if (kind === 'split') {
    return {
      cause: 'One bullet was read as several: a line break inside it looks like the start of a new bullet.',
      fix: 'Remove the line breaks inside this bullet.',
    };
  }
  const where: Record<Group, string> = {
    name: 'the header',
    contact: 'the contact line',
    link: 'the contact line',
    job: "the job's heading line",
    date: "the job's dates",
    bullet: "the job's bullets",
    education: 'the education entry',
    skill: 'the skills list',
  };
  const fixes: Record<Group, string> = {
    name: `Choose a template with the name in plain text at the top (${template} may place it where the reader does not look).`,
    contact:
      'Write it out in full in Contact info, on its own; a one-column template keeps the contact line together.',
    link: 'Write the address out in full (https://...), not only as a linked word.',
    job: 'Give the job title and the company each their own field; a one-column template keeps them on one heading line.',
    date: 'Pick the month from the date picker.',
    bullet: 'Avoid symbols and tables inside bullets; a one-column template keeps bullets in reading order.',
    education:
      'Fill the school and the degree in their own fields; a one-column template keeps them together.',
    skill: "Keep the heading 'Skills' and list each skill as its own entry.",
  };
  return {
    cause:
      kind === 'missing'
        ? `The reader found nothing here in ${where[group]} of the ${file} made with ${template}.`
        : `The reader got different text from ${where[group]} of the ${file} made with ${template}.`,
    fix: fixes[group],
  };
}

/** Bullets of one read job, normalised, for the bullet comparisons. */
function readBulletsOf(read: Resume, path: string): string[] {
  const index = Number(path.split('.')[1]);
  const job = read.experience[index];
  return job ? bulletsOf(job) : [];
}

/** The read value at a path of the expected resume, with the kind of difference when it is not the same. */
function judge(
  path: string,
  expected: string,
  read: Resume,
  readByPath: Map<string, string>,
): { read: string; kind?: DifferenceKind } {
  const want = normalText(expected);
  const group = groupOf(path);
  if (group === 'link') {
    const links = readFields(read)
      .filter((field) => groupOf(field.path) === 'link')
      .map((field) => field.value)
      .concat(
        read.additionalSections
          .filter((section) => section.type === 'links')
          .flatMap((section) => section.items.map((item) => item.link)),
      );
    const found = links.find((link) => normalText(link) === want);
    return found ? { read: found } : { read: '', kind: 'missing' };
  }
  if (group === 'skill') {
    const found = read.skills.find((skill) => normalText(skill.name) === want);
    if (found) return { read: found.name };
    const elsewhere = foundElsewhere(read, expected);
    return elsewhere
      ? { read: `${expected} (in ${elsewhere})`, kind: 'moved' }
      : { read: '', kind: 'missing' };
  }
  if (group === 'bullet') {
    const bullets = readBulletsOf(read, path);
    const normal = bullets.map(normalText);
    if (normal.includes(want)) return { read: bullets[normal.indexOf(want)] ?? expected };
    const merged = bullets.find(
      (_, i) => (normal[i] ?? '').length > want.length && normal[i]?.includes(want),
    );
    if (merged) return { read: merged, kind: 'merged' };
    const start = normal.findIndex((bullet) => bullet.length > 0 && want.startsWith(bullet));
    if (start >= 0) {
      for (let end = start + 1; end < normal.length; end += 1) {
        if (normalText(normal.slice(start, end + 1).join(' ')) === want) {
          return { read: bullets.slice(start, end + 1).join(' / '), kind: 'split' };
        }
      }
    }
    const index = Number(path.split('.').at(-1));
    const same = bullets[index];
    return same ? { read: same, kind: 'changed' } : { read: '', kind: 'missing' };
  }
  const got = readByPath.get(path) ?? '';
  if (normalText(got) === want) return { read: got };
  if (group === 'date') return { read: got, kind: 'date' };
  return { read: got, kind: got ? 'changed' : 'missing' };
}

/** The resume as written against the resume a reader got from its file: every field, each difference, a score. */
export function compareReadBack(expected: Resume, read: Resume, format: ReadBackFormat): ReadBack {
  const readByPath = new Map(readFields(read).map((field) => [field.path, field.value]));
  const fields: ReadBackField[] = [];
  const differences: ReadBackDifference[] = [];
  for (const { path, value } of readFields(expected)) {
    const judged = judge(path, value, read, readByPath);
    fields.push({ path, expected: value, read: judged.read });
    if (judged.kind) {
      const why = explain(judged.kind, groupOf(path), { template: expected.template, format });
      differences.push({ path, kind: judged.kind, expected: value, read: judged.read, ...why });
    }
  }
  const score =
    fields.length === 0
      ? 100
      : Math.round((1000 * (fields.length - differences.length)) / fields.length) / 10;
  return { score, fields, differences };
}
