import type { Resume } from './resume';
import { isBlankRichText } from './rich-text';

/**
 * A resume that holds nothing a person wrote: no name, no contact, no summary, no entry in any section.
 * An import that would produce one is an error the user must see, never a silent success (issue 29 item 4).
 */
export function isEmptyResume(resume: Resume): boolean {
  const hasText = (record: object) =>
    Object.values(record).some((value) => typeof value === 'string' && value.trim() !== '');
  return (
    !hasText(resume.personalDetails) &&
    !hasText(resume.contactInfo) &&
    isBlankRichText(resume.summary.content) &&
    resume.experience.length === 0 &&
    resume.education.length === 0 &&
    resume.skills.length === 0 &&
    resume.additionalSections.every((section) => section.items.length === 0)
  );
}
