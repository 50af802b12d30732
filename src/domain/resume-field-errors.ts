import { fieldErrors } from './field-errors';
import type { AdditionalSection, Resume } from './resume';
import { additionalSectionSchema, resumeSchema, VALID_EMAIL_MESSAGE } from './resume';
import type { StepId } from './routes';

/**
 * What the builder says under a field whose typed value is not valid yet (issue 23.1). The value is kept as
 * typed in the builder and its local copy; it is only left out of what is saved and typeset until it is valid.
 */

/** The spec's e-mail message (section 5), which reads better under a field than the server's 'Valid email is required'. */
export const INVALID_EMAIL_INPUT_MESSAGE = 'Please enter a valid email address';

/** The part of the resume each builder step edits. */
export const STEP_SCOPES = {
  'personal-details': 'personalDetails',
  'contact-info': 'contactInfo',
  'employment-history': 'experience',
  education: 'education',
  skills: 'skills',
  'prof-summary': 'summary',
} as const satisfies Record<StepId, keyof Resume>;

/** Every field of the resume whose value would not save, by dotted path ('contactInfo.email'), with its message. */
export function resumeFieldErrors(resume: Resume): Record<string, string> {
  const parsed = resumeSchema.safeParse(resume);
  return parsed.success ? {} : builderMessages(fieldErrors(parsed.error));
}

/** The errors under one path ('contactInfo', 'additionalSections.2.items.0'), keyed by the rest of the path. */
export function errorsWithin(errors: Record<string, string>, prefix: string): Record<string, string> {
  const start = `${prefix}.`;
  const within: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(start)) within[path.slice(start.length)] = message;
  }
  return within;
}

/** True when every field the step edits holds a value that would save. */
export function isStepValid(stepId: StepId, resume: Resume): boolean {
  const key = STEP_SCOPES[stepId];
  return resumeSchema.shape[key].safeParse(resume[key]).success;
}

export function isSectionValid(section: AdditionalSection): boolean {
  return additionalSectionSchema.safeParse(section).success;
}

function builderMessages(errors: Record<string, string>): Record<string, string> {
  for (const [path, message] of Object.entries(errors)) {
    if (message === VALID_EMAIL_MESSAGE) errors[path] = INVALID_EMAIL_INPUT_MESSAGE;
  }
  return errors;
}
