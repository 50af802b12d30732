import {
  type AdditionalSectionType,
  isEmail,
  isWebUrl,
  type Resume,
  VALID_EMAIL_MESSAGE,
  VALID_URL_MESSAGE,
} from './resume';
import { isTempPreviewId } from './resume-defaults';
import { richTextToPlain } from './rich-text';
import { getStep, type StepId, sectionStepPath } from './routes';

/**
 * The spec's 'Server-side resume document rules' (section 5) as advice: the preview page lists what is
 * still missing, each issue linked to the screen that fixes it. It never blocks a save (ARCHITECTURE.md).
 */

export const SUMMARY_MIN_LENGTH = 10;
export const SUMMARY_MAX_LENGTH = 500;
export const SUMMARY_TOO_SHORT_MESSAGE = 'Summary must be at least 10 characters';
export const SUMMARY_TOO_LONG_MESSAGE = 'Summary must be less than 500 characters';
/** The builder's own summary rule, shown on the summary step. */
export const BUILDER_SUMMARY_MESSAGE = 'Professional summary should be at least 10 characters';
/** The draft title rule; the title lives on the draft, not in the resume, so drafts apply it. */
export const RESUME_TITLE_REQUIRED_MESSAGE = 'Resume title is required';

export interface ReadinessIssue {
  /** Dotted path into the resume, e.g. 'experience.0.company'. */
  field: string;
  message: string;
  /** The builder step id or extra-section type whose screen fixes it. */
  step: StepId | AdditionalSectionType;
  /** That screen's path. */
  path: string;
}

const isBlank = (value: string): boolean => value.trim() === '';

function issue(field: string, message: string, step: StepId): ReadinessIssue {
  return { field, message, step, path: getStep(step).path };
}

/** Summary length on its visible text, so markup does not count toward the 10..500 characters. */
export function summaryLengthMessage(content: string): string | undefined {
  const length = richTextToPlain(content).length;
  if (length < SUMMARY_MIN_LENGTH) return SUMMARY_TOO_SHORT_MESSAGE;
  if (length > SUMMARY_MAX_LENGTH) return SUMMARY_TOO_LONG_MESSAGE;
  return undefined;
}

/** The summary step's inline message, or undefined when the summary is long enough. */
export function builderSummaryMessage(content: string): string | undefined {
  return richTextToPlain(content).length < SUMMARY_MIN_LENGTH ? BUILDER_SUMMARY_MESSAGE : undefined;
}

function checkUrls(
  fields: Record<string, string>,
  prefix: string,
  step: StepId,
  issues: ReadinessIssue[],
): void {
  for (const [name, value] of Object.entries(fields)) {
    if (!isBlank(value) && !isWebUrl(value)) issues.push(issue(`${prefix}.${name}`, VALID_URL_MESSAGE, step));
  }
}

/**
 * Every rule the resume does not yet meet, in builder order. Email: the contact email is required and must be
 * valid, so a missing one reads 'Valid email is required' as the spec's server schema would say of an empty
 * string; the personal-details email is optional (alternative builder only) and flagged only when present
 * and invalid. URLs have no spec text and use the resume schema's message. Temporary preview entries are skipped.
 */
export function checkReadiness(resume: Resume): ReadinessIssue[] {
  const issues: ReadinessIssue[] = [];
  const { personalDetails, contactInfo } = resume;

  if (isBlank(personalDetails.firstName))
    issues.push(issue('personalDetails.firstName', 'First name is required', 'personal-details'));
  if (isBlank(personalDetails.lastName))
    issues.push(issue('personalDetails.lastName', 'Last name is required', 'personal-details'));
  if (!isBlank(personalDetails.email) && !isEmail(personalDetails.email.trim()))
    issues.push(issue('personalDetails.email', VALID_EMAIL_MESSAGE, 'personal-details'));
  checkUrls(
    { linkedin: personalDetails.linkedin, website: personalDetails.website },
    'personalDetails',
    'personal-details',
    issues,
  );

  if (!isEmail(contactInfo.email.trim()))
    issues.push(issue('contactInfo.email', VALID_EMAIL_MESSAGE, 'contact-info'));
  checkUrls(
    { website: contactInfo.website, linkedin: contactInfo.linkedin, github: contactInfo.github },
    'contactInfo',
    'contact-info',
    issues,
  );

  resume.experience.forEach((entry, index) => {
    if (isTempPreviewId(entry.id)) return;
    const at = `experience.${index}`;
    if (isBlank(entry.jobTitle))
      issues.push(issue(`${at}.jobTitle`, 'Job title is required', 'employment-history'));
    if (isBlank(entry.company))
      issues.push(issue(`${at}.company`, 'Company is required', 'employment-history'));
    if (isBlank(entry.startDate))
      issues.push(issue(`${at}.startDate`, 'Start date is required', 'employment-history'));
  });

  resume.education.forEach((entry, index) => {
    if (isTempPreviewId(entry.id)) return;
    if (isBlank(entry.institution))
      issues.push(issue(`education.${index}.institution`, 'Institution is required', 'education'));
    if (isBlank(entry.degree))
      issues.push(issue(`education.${index}.degree`, 'Degree is required', 'education'));
  });

  resume.skills.forEach((skill, index) => {
    if (isTempPreviewId(skill.id)) return;
    if (isBlank(skill.name)) issues.push(issue(`skills.${index}.name`, 'Skill name is required', 'skills'));
  });

  const summaryMessage = summaryLengthMessage(resume.summary.content);
  if (summaryMessage) issues.push(issue('summary.content', summaryMessage, 'prof-summary'));

  resume.additionalSections.forEach((section, index) => {
    if (isBlank(section.title))
      issues.push({
        field: `additionalSections.${index}.title`,
        message: 'Section title is required',
        step: section.type,
        path: sectionStepPath(section.type),
      });
  });

  return issues;
}

export function isResumeReady(resume: Resume): boolean {
  return checkReadiness(resume).length === 0;
}
