import type { AiEducation, AiExperience, GenerateSummaryInput } from '../../domain/ai-api';
import { yearsOfExperience } from './experience-years';
import { cutAtWord, htmlToLines } from './text-tools';

/**
 * The built-in summary writer: up to three suggestions from different angles (experience-led,
 * achievement-led, skills-led), built only from what the resume says: its title, the years its dates span,
 * its skills, its latest role and its education. Nothing is invented, so a thin resume gets fewer suggestions.
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

function roleText(job: AiExperience): string {
  const title = job.jobTitle.trim();
  const company = job.company.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company;
}

/** The bullet that best shows a result: one with a figure in it, else the first. */
function achievement(job: AiExperience | undefined): string | undefined {
  if (!job) return undefined;
  const lines = [...job.bullets.flatMap(htmlToLines), ...htmlToLines(job.description)]
    .map((line) => line.replace(/^[-*•]\s*/, '').replace(/[.;\s]+$/, ''))
    .filter((line) => line.split(' ').length >= 3);
  const best = lines.find((line) => /\d/.test(line)) ?? lines[0];
  if (!best) return undefined;
  // Lower-case a sentence-initial verb ('Led' -> 'led') but keep acronyms and names ('SQL', 'Salesforce' stays).
  return best.replace(
    /^([A-Z])([a-z]+)\b/,
    (_m, first: string, rest: string) => `${first.toLowerCase()}${rest}`,
  );
}

function educationSentence(education: AiEducation[]): string {
  const school = education.find((e) => e.degree.trim() || e.institution.trim());
  if (!school) return '';
  const degree = [school.degree.trim(), school.field.trim()].filter(Boolean).join(' in ');
  const parts = [degree, school.institution.trim()].filter(Boolean).join(', ');
  return parts ? `Education: ${parts}.` : '';
}

function finish(sentences: string[]): string {
  const text = sentences.filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/\.\.+/g, '.').trim();
  if (text.length <= SUMMARY_MAX_CHARS) return text;
  return `${cutAtWord(text, SUMMARY_MAX_CHARS - 1)}.`;
}

export function buildSummaries(input: GenerateSummaryInput, now: Date = new Date()): string[] {
  const latest = latestRole(input.experience);
  const title = input.personalDetails.jobTitle.trim() || latest?.jobTitle.trim() || '';
  const skills = input.skills.map((s) => s.name.trim()).filter(Boolean);
  const years = yearsOfExperience(input.experience, now);
  const education = educationSentence(input.education);
  if (!title && !latest && skills.length === 0 && !education) return [];

  const who = title || 'Professional';
  const span = years >= 1 ? `${years} ${years === 1 ? 'year' : 'years'} of experience` : '';
  const role = latest ? roleText(latest) : '';
  const isSameTitle = latest && title.toLowerCase() === latest.jobTitle.trim().toLowerCase();
  const recent =
    latest && role
      ? `most recently ${isSameTitle && latest.company.trim() ? `at ${latest.company.trim()}` : `as ${role}`}`
      : '';
  const topSkills = joinList(skills.slice(0, 3));
  const result = achievement(latest);

  const suggestions: string[] = [];
  if (span || recent) {
    const opening = span ? `${who} with ${span}${recent ? `, ${recent}` : ''}.` : `${who}, ${recent}.`;
    suggestions.push(finish([opening, topSkills ? `Strengths include ${topSkills}.` : '', education]));
  }
  if (result) {
    suggestions.push(
      finish([
        `${who} with a record of results: ${result}.`,
        span ? `Brings ${span}.` : '',
        skills.length > 3
          ? `Skilled in ${joinList(skills.slice(3, 6))}.`
          : topSkills
            ? `Skilled in ${topSkills}.`
            : '',
      ]),
    );
  }
  if (topSkills || education) {
    suggestions.push(
      finish([
        topSkills ? `${who} skilled in ${topSkills}.` : `${who}.`,
        role && !(span || recent) ? `Experience as ${role}.` : '',
        education,
      ]),
    );
  }
  const unique = [...new Set(suggestions)].filter((s) => s.length >= SUMMARY_MIN_CHARS);
  return unique.slice(0, 3);
}
