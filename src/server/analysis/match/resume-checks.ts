import type { Resume } from '../../../domain/resume';
import { verbBase } from '../action-verbs';
import type { AnalysedResume } from '../analysed-resume';
import { parseMonth } from '../experience-years';
import { BUZZWORDS, STANDARD_SECTION_TITLES } from './writing-words';

export type CheckSeverity = 'error' | 'warning' | 'info';

/** One finding of the ATS and writing check: what is wrong, where, and the fix, in one message. */
export interface ResumeCheck {
  id: string;
  severity: CheckSeverity;
  message: string;
  path?: string;
}

/** About two lines of a one-column page at the default size. */
export const LONG_BULLET_CHARACTERS = 200;
const FIRST_PERSON = /\b(I|me|my|mine|myself|we|our|us)\b/;
const PRESENT_WORDS = /^(present|current|now|today|ongoing)$/i;

function firstWord(text: string): string {
  return (/[A-Za-z][A-Za-z'-]*/.exec(text)?.[0] ?? '').toLowerCase();
}

function checkContacts(resume: Resume, checks: ResumeCheck[]) {
  const { personalDetails: person, contactInfo: contact } = resume;
  if (!person.firstName.trim() && !person.lastName.trim()) {
    checks.push({
      id: 'contact-name',
      severity: 'error',
      message: 'Add your name at the top of the resume.',
      path: 'personalDetails.firstName',
    });
  }
  if (!contact.email.trim() && !person.email.trim()) {
    checks.push({
      id: 'contact-email',
      severity: 'error',
      message: 'Add an e-mail address so a recruiter can reach you.',
      path: 'contactInfo.email',
    });
  }
  if (!contact.phone.trim() && !person.phone.trim()) {
    checks.push({
      id: 'contact-phone',
      severity: 'warning',
      message: 'Add a phone number; many recruiters call first.',
      path: 'contactInfo.phone',
    });
  }
  if (!contact.city.trim() && !contact.address.trim() && !person.location.trim()) {
    checks.push({
      id: 'contact-location',
      severity: 'info',
      message: 'Add your city: ATS filters often search by location.',
      path: 'contactInfo.city',
    });
  }
}

function checkDates(resume: Resume, checks: ResumeCheck[]) {
  const entries = [
    ...resume.experience.map((job, i) => ({
      base: `experience.${i}`,
      start: job.startDate,
      end: job.endDate,
      current: job.current,
    })),
    ...resume.education.map((school, i) => ({
      base: `education.${i}`,
      start: school.startDate,
      end: school.endDate,
      current: false,
    })),
  ];
  for (const entry of entries) {
    for (const [key, value] of [
      ['startDate', entry.start],
      ['endDate', entry.end],
    ] as const) {
      const text = value.trim();
      if (!text || (key === 'endDate' && (entry.current || PRESENT_WORDS.test(text)))) continue;
      if (parseMonth(text) === undefined) {
        checks.push({
          id: 'date-unreadable',
          severity: 'warning',
          message: `"${text}" is not a date an ATS can read; write a month and year such as "Mar 2021".`,
          path: `${entry.base}.${key}`,
        });
      }
    }
  }
}

function checkBullets(bullets: AnalysedResume['bullets'], checks: ResumeCheck[]) {
  const verbUses = new Map<string, string[]>();
  for (const bullet of bullets) {
    const verb = firstWord(bullet.text);
    const base = verbBase(verb);
    if (!base) {
      checks.push({
        id: 'bullet-no-action-verb',
        severity: 'warning',
        message: `Start with an action verb (Led, Built, Reduced...): "${bullet.text.slice(0, 60)}"`,
        path: bullet.path,
      });
    } else {
      verbUses.set(base, [...(verbUses.get(base) ?? []), bullet.path]);
    }
    if (!/\d/.test(bullet.text)) {
      checks.push({
        id: 'bullet-no-number',
        severity: 'info',
        message: `Add a number if you have one (how many, how much, how often): "${bullet.text.slice(0, 60)}"`,
        path: bullet.path,
      });
    }
    if (bullet.text.length > LONG_BULLET_CHARACTERS) {
      checks.push({
        id: 'bullet-too-long',
        severity: 'warning',
        message: 'This bullet runs over two lines; keep one idea per bullet.',
        path: bullet.path,
      });
    }
    if (FIRST_PERSON.test(bullet.text)) {
      checks.push({
        id: 'first-person',
        severity: 'warning',
        message: 'Leave out "I", "my" and "we": resumes are written without pronouns.',
        path: bullet.path,
      });
    }
    checkBuzzwords(bullet.text, bullet.path, checks);
  }
  for (const [verb, paths] of verbUses) {
    if (paths.length > 2) {
      checks.push({
        id: 'repeated-verb',
        severity: 'info',
        message: `"${verb[0]?.toUpperCase()}${verb.slice(1)}" starts ${paths.length} bullets; vary the verbs.`,
        path: paths[2],
      });
    }
  }
}

function checkBuzzwords(text: string, path: string, checks: ResumeCheck[]) {
  const lower = text.toLowerCase();
  const found = BUZZWORDS.filter((word) => lower.includes(word));
  if (found.length > 0) {
    checks.push({
      id: 'buzzword',
      severity: 'info',
      message: `Show it instead of saying it: "${found.join('", "')}" tells a recruiter little.`,
      path,
    });
  }
}

function checkSummary(read: AnalysedResume, targetTitle: string | undefined, checks: ResumeCheck[]) {
  // The analysed form holds the summary as plain text when it has any.
  const summary = read.textAt('summary.content') ?? '';
  if (!summary) {
    checks.push({
      id: 'summary-missing',
      severity: 'info',
      message: 'Add a two- or three-line summary that names the job you want.',
      path: 'summary.content',
    });
    return;
  }
  if (FIRST_PERSON.test(summary)) {
    checks.push({
      id: 'first-person',
      severity: 'warning',
      message: 'Leave out "I", "my" and "we" in the summary.',
      path: 'summary.content',
    });
  }
  checkBuzzwords(summary, 'summary.content', checks);
  if (targetTitle) {
    const titleWords = targetTitle
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 2);
    const lower = summary.toLowerCase();
    if (titleWords.length > 0 && !titleWords.some((w) => lower.includes(w))) {
      checks.push({
        id: 'summary-no-target-title',
        severity: 'warning',
        message: `Name the target job ("${targetTitle}") in your summary.`,
        path: 'summary.content',
      });
    }
  }
}

function checkSectionTitles(resume: Resume, checks: ResumeCheck[]) {
  resume.additionalSections.forEach((section, i) => {
    const title = section.title.trim();
    if (title && !STANDARD_SECTION_TITLES.has(title.toLowerCase())) {
      checks.push({
        id: 'section-title-nonstandard',
        severity: 'info',
        message: `ATS look for standard headings; "${title}" may not be recognised.`,
        path: `additionalSections.${i}.title`,
      });
    }
  });
}

/** The ATS and writing check of a resume; with a target title it also checks the summary names it. */
export function checkResume(read: AnalysedResume, targetTitle?: string): ResumeCheck[] {
  const { resume } = read;
  const checks: ResumeCheck[] = [];
  checkContacts(resume, checks);
  checkDates(resume, checks);
  checkSummary(read, targetTitle, checks);
  checkBullets(read.bullets, checks);
  checkSectionTitles(resume, checks);
  return checks;
}
