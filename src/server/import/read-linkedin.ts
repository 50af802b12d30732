import { fitToResume } from '../../domain/fit-resume';
import type { ImportResult } from '../../domain/json-resume';
import { joinRichText } from '../../domain/json-resume-rich-text';
import type { ResumeInput } from '../../domain/resume';
import { type CsvRow, parseCsv, parseCsvRows } from './csv';
import { type Deadline, importError } from './import-errors';
import { linkedInDate } from './linkedin-dates';
import { safeUnzip } from './safe-unzip';

/**
 * LinkedIn's "Download your data" ZIP: one CSV per section. Only the files below are read (and inflated);
 * each is optional, but a ZIP with none of them is not a LinkedIn export.
 */

const FILES = {
  profile: 'Profile.csv',
  positions: 'Positions.csv',
  education: 'Education.csv',
  skills: 'Skills.csv',
  languages: 'Languages.csv',
  certifications: 'Certifications.csv',
  projects: 'Projects.csv',
  courses: 'Courses.csv',
  emails: 'Email Addresses.csv',
  phones: 'PhoneNumbers.csv',
} as const;
type FileKey = keyof typeof FILES;

/** The column each file's header row must have: some exports put notes above the header. */
const KEY_COLUMN: Record<FileKey, string> = {
  profile: 'First Name',
  positions: 'Company Name',
  education: 'School Name',
  skills: 'Name',
  languages: 'Name',
  certifications: 'Name',
  projects: 'Title',
  courses: 'Name',
  emails: 'Email Address',
  phones: 'Number',
};

const ZIP_LIMITS = { maxEntries: 2000, maxTotalBytes: 50 * 1024 * 1024 };

const baseName = (path: string) => path.split('/').pop() ?? path;
const WANTED = new Set<string>(Object.values(FILES));

function readCsv(bytes: Uint8Array | undefined, key: FileKey, deadline: Deadline): CsvRow[] {
  if (!bytes) return [];
  const text = new TextDecoder('utf-8').decode(bytes);
  deadline.check();
  const rows = parseCsvRows(text);
  const headerAt = rows.findIndex((row) => row.some((cell) => cell.trim() === KEY_COLUMN[key]));
  if (headerAt < 0) return [];
  deadline.check();
  // Re-joined from the header on, so the notes above it are not records.
  return parseCsv(
    rows
      .slice(headerAt)
      .map((row) => row.map(quote).join(','))
      .join('\n'),
  );
}

const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/** A plain description: lines starting with a bullet mark become bullets, the rest paragraphs. */
function descriptionOf(text: string): string {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const bullet = /^[-•*–▪●]\s*/;
  const highlights = lines.filter((line) => bullet.test(line)).map((line) => line.replace(bullet, ''));
  const prose = lines.filter((line) => !bullet.test(line)).join('\n');
  return joinRichText(prose, highlights);
}

/** 'Websites' reads like '[PERSONAL:ada.dev,COMPANY:engines.example]'. */
function websitesOf(text: string): string[] {
  return text
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((entry) => entry.replace(/^[A-Z_]+:/, '').trim())
    .filter(Boolean);
}

const section = (type: string, title: string, items: Record<string, unknown>[]) =>
  items.length > 0 ? [{ type, title, items }] : [];

export function readLinkedInZip(data: Uint8Array, deadline: Deadline): ImportResult {
  const entries = safeUnzip(data, (name) => WANTED.has(baseName(name)), ZIP_LIMITS, deadline);
  const byName = new Map([...entries].map(([name, bytes]) => [baseName(name), bytes]));
  if (!['profile', 'positions', 'education', 'skills'].some((key) => byName.has(FILES[key as FileKey]))) {
    throw importError.notLinkedIn();
  }
  const csv = (key: FileKey) => readCsv(byName.get(FILES[key]), key, deadline);
  const warnings: string[] = [];
  const [profile = {}] = csv('profile');
  const emails = csv('emails');
  const email =
    emails.find((row) => /^yes$/i.test(row.Primary ?? ''))?.['Email Address'] ??
    emails[0]?.['Email Address'] ??
    '';
  const phone = csv('phones')[0]?.Number ?? '';
  const websites = websitesOf(profile.Websites ?? '');
  const location = profile['Geo Location'] ?? '';

  const positions = csv('positions');
  const raw: ResumeInput = {
    personalDetails: {
      firstName: profile['First Name'] ?? '',
      lastName: profile['Last Name'] ?? '',
      jobTitle: profile.Headline ?? '',
      email,
      phone,
      location,
      website: websites[0] ?? '',
      dateOfBirth: profile['Birth Date'] ?? '',
    },
    contactInfo: { email, phone, address: profile.Address ?? '', city: location, website: websites[0] ?? '' },
    summary: { content: descriptionOf(profile.Summary ?? '') },
    experience: positions.map((row) => ({
      jobTitle: row.Title ?? '',
      company: row['Company Name'] ?? '',
      location: row.Location ?? '',
      startDate: linkedInDate(row['Started On'] ?? ''),
      endDate: linkedInDate(row['Finished On'] ?? ''),
      current: Boolean(row['Started On']) && !row['Finished On'],
      description: descriptionOf(row.Description ?? ''),
    })),
    education: csv('education').map((row) => ({
      institution: row['School Name'] ?? '',
      degree: row['Degree Name'] ?? '',
      startDate: linkedInDate(row['Start Date'] ?? ''),
      endDate: linkedInDate(row['End Date'] ?? ''),
    })),
    skills: csv('skills')
      .filter((row) => row.Name)
      .map((row) => ({ name: row.Name ?? '' })),
    additionalSections: [
      ...section(
        'certifications',
        'Certifications',
        csv('certifications').map((row) => ({
          title: row.Name ?? '',
          company: row.Authority ?? '',
          link: row.Url ?? '',
          date: linkedInDate(row['Started On'] ?? ''),
          credentialId: row['License Number'] ?? '',
        })),
      ),
      ...section(
        'projects',
        'Projects',
        csv('projects').map((row) => ({
          title: row.Title ?? '',
          description: descriptionOf(row.Description ?? ''),
          link: row.Url ?? '',
          startDate: linkedInDate(row['Started On'] ?? ''),
          endDate: linkedInDate(row['Finished On'] ?? ''),
        })),
      ),
      ...section(
        'courses',
        'Courses',
        csv('courses').map((row) => ({ title: [row.Number, row.Name].filter(Boolean).join(' - ') })),
      ),
      ...section(
        'languages',
        'Languages',
        csv('languages').map((row) => ({ title: row.Name ?? '', proficiency: row.Proficiency ?? '' })),
      ),
      ...section(
        'links',
        'Links',
        websites.slice(1).map((url) => ({ title: url, link: url })),
      ),
    ] as ResumeInput['additionalSections'],
  };
  for (const row of csv('education')) {
    if (row.Notes || row.Activities) {
      warnings.push(
        `The notes and activities of ${row['School Name'] || 'a school'} have no place in the resume and were left out`,
      );
    }
  }
  return { resume: fitToResume(raw, warnings), warnings };
}
