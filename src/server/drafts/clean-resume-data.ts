import type { Resume } from '../../domain/resume';
import { sanitizeRichText } from './sanitize-rich-text';

/**
 * The resume as it is stored: every rich-text field reduced to the allowlist. Runs on every write, so no
 * stored draft, export or preview ever sees markup outside it.
 */
export function cleanResumeData(resume: Resume): Resume {
  return {
    ...resume,
    summary: { ...resume.summary, content: sanitizeRichText(resume.summary.content) },
    experience: resume.experience.map((job) => ({ ...job, description: sanitizeRichText(job.description) })),
    additionalSections: resume.additionalSections.map((section) => ({
      ...section,
      items: section.items.map((item) => ({ ...item, description: sanitizeRichText(item.description) })),
    })),
  };
}
