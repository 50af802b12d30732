import type { AiEducation, AiExperience, GenerateSummaryInput } from '../../domain/ai-api';
import { jobTextLines } from '../../domain/job-bullets';
import { yearsOfExperience } from './experience-years';
import { naturalSkill } from './natural-skill';
import { cutAtWord, htmlToLines } from './text-tools';
import { rewriteNote } from './write-bullets';

/**
 * The built-in summary writer: up to three suggestions of different shapes (achievement-led, skills-led,
 * short), each naming the target title, built only from what the resume says: its titles, the whole years its
 * dates span, its skills (in natural case: 'forklift operation', not 'Forklift'), its latest role, its best
 * result and its education. Nothing is invented, so a thin resume gets fewer suggestions.
 */

export const SUMMARY_MIN_CHARS = 10;
export const SUMMARY_MAX_CHARS = 500;

function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The current role, else the one that ended last, else the first listed. */
function latestRole(experience: AiExperience[]): AiExperience | undefined {
  const filled = experience.filter((job) => job.jobTitle.trim() || job.company.trim());
  return (
    filled.find((job) => job.current) ?? [...filled].sort((a, b) => b.endDate.localeCompare(a.endDate))[0]
  );
}

/** The line that best shows a result (one with a figure, else the first), as a past-tense clause. */
function achievement(job: AiExperience | undefined): string | undefined {
  if (!job) return undefined;
  const lines = jobTextLines(job)
    .flatMap(htmlToLines)
    .map((line) => line.replace(/^[-*•]\s*/, '').replace(/[.;\s]+$/, ''))
    .filter((line) => line.split(' ').length >= 3);
  const best = lines.find((line) => /\d/.test(line)) ?? lines[0];
  const rewritten = best ? rewriteNote(best, false, { jobTitle: job.jobTitle }) : null;
  if (!rewritten) return undefined;
  // 'Reduced errors' -> 'reduced errors' inside the sentence; 'SQL' or 'Salesforce' would stay as written.
  return rewritten.replace(
    /^([A-Z])([a-z]+)\b/,
    (_m, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
  );
}

function educationSentence(education: AiEducation[]): string {
  const school = education.find((e) => e.degree.trim() || e.institution.trim());
  if (!school) return '';
  const degree = [school.degree.trim(), school.field.trim()].filter(Boolean).join(' in ');
  const institution = school.institution.trim();
  if (degree && institution) return `Holds a ${degree} from ${institution}.`;
  return degree ? `Holds a ${degree}.` : `Studied at ${institution}.`;
}

function finish(sentences: string[]): string {
  const text = sentences.filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/\.\.+/g, '.').trim();
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  return `${cutAtWord(text, SUMMARY_MAX_CHARS - 1)}.`;
}

export function buildSummaries(input: GenerateSummaryInput, now: Date = new Date()): string[] {
  const latest = latestRole(input.experience);
  const title = input.personalDetails.jobTitle.trim() || latest?.jobTitle.trim() || '';
  const skills = [...new Set(input.skills.map((s) => naturalSkill(s.name)).filter(Boolean))];
  const years = yearsOfExperience(input.experience, now);
  const education = educationSentence(input.education);
  if (!title && !latest && skills.length === 0 && !education) return [];

  const who = title || 'Professional';
  const span = years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  const latestTitle = latest?.jobTitle.trim() ?? '';
  const company = latest?.company.trim() ?? '';
  const isSameTitle = latestTitle.toLowerCase() === title.toLowerCase();
  const role =
    isSameTitle || !latestTitle
      ? company
        ? `at ${company}`
        : ''
      : `as ${latestTitle}${company ? ` at ${company}` : ''}`;
  const recent = role ? `most recently ${role}` : '';
  const topSkills = joinList(skills.slice(0, 3));
  const moreSkills = joinList(skills.slice(3, 6));
  const result = achievement(latest);

  const suggestions: string[] = [];
  if (result) {
    const background = span
      ? `Brings ${span}${recent ? `, ${recent}` : ''}.`
      : recent
        ? `Worked ${role}.`
        : '';
    suggestions.push(
      finish([`${who} who ${result}.`, background, topSkills ? `Skilled in ${topSkills}.` : '']),
    );
  }
  if (topSkills) {
    suggestions.push(
      finish([
        `${who} skilled in ${topSkills}${span ? `, with ${span}` : ''}.`,
        moreSkills ? `Also experienced in ${moreSkills}.` : '',
        !span && role ? `Worked ${role}.` : '',
        education,
      ]),
    );
  }
  const short = span
    ? `${who} with ${span}${recent ? `, ${recent}` : topSkills ? ` in ${joinList(skills.slice(0, 2))}` : ''}.`
    : recent
      ? `${who}, ${recent}.`
      : education && !topSkills
        ? `${who}. ${education}`
        : '';
  if (short) suggestions.push(finish([short]));
  const unique = [...new Set(suggestions)].filter((s) => s.length >= SUMMARY_MIN_CHARS);
  return unique.slice(0, 3);
}
