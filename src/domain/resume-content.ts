import type { Resume } from './resume';
import { isBlankRichText } from './rich-text';

/**
 * Fields that hold a value the user did not type: item ids, an extra section's type, and a skill's
 * defaulted level and category. Everything else that is a string is the user's text.
 */
const NOT_TYPED_KEYS: ReadonlySet<string> = new Set(['id', 'type', 'level', 'category']);

function hasTypedText(value: unknown): boolean {
  if (typeof value === 'string') return !isBlankRichText(value);
  if (Array.isArray(value)) return value.some(hasTypedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, field]) => !NOT_TYPED_KEYS.has(key) && hasTypedText(field));
  }
  return false;
}

/**
 * Whether the user has typed anything into the resume yet (its design choices do not count). Until then the
 * builder shows a placeholder page instead of a blank typeset one.
 */
export function hasResumeContent(resume: Resume): boolean {
  const { personalDetails, contactInfo, summary, experience, education, skills, additionalSections } = resume;
  return hasTypedText([
    personalDetails,
    contactInfo,
    summary,
    experience,
    education,
    skills,
    additionalSections,
  ]);
}
