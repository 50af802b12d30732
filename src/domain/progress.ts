import { type AdditionalSection, isEmail, type Resume } from './resume';
import { isTempPreviewId, withoutTempPreview } from './resume-defaults';
import { isSectionValid, isStepValid } from './resume-field-errors';
import { isBlankRichText } from './rich-text';
import { STEP_IDS, type StepId } from './routes';

/**
 * Step completion, builder progress and preview-page completeness (spec section 4). The builder's live-preview
 * entries (ids temp-preview, temp-education-preview) are typed but not yet added, so they never count.
 */

const isFilled = (value: string): boolean => value.trim() !== '';

const STEP_RULES: Record<StepId, (resume: Resume) => boolean> = {
  'personal-details': ({ personalDetails }) =>
    isFilled(personalDetails.firstName) && isFilled(personalDetails.lastName),
  'contact-info': ({ contactInfo }) => isFilled(contactInfo.email) || isFilled(contactInfo.phone),
  'employment-history': ({ experience }) => withoutTempPreview(experience).length > 0,
  education: ({ education }) => withoutTempPreview(education).length > 0,
  skills: ({ skills }) => withoutTempPreview(skills).length > 0,
  'prof-summary': ({ summary }) => !isBlankRichText(summary.content),
};

/** Filled in, and nothing in it typed half-way: an invalid e-mail is not a completed step (issue 23.1). */
export function isStepComplete(stepId: StepId, resume: Resume): boolean {
  return STEP_RULES[stepId](resume) && isStepValid(stepId, resume);
}

/** An extra section's step is complete once it has at least one item, and every value in it is valid. */
export function isSectionComplete(section: AdditionalSection): boolean {
  return section.items.some((item) => !isTempPreviewId(item.id)) && isSectionValid(section);
}

export function completedSteps(resume: Resume): StepId[] {
  return STEP_IDS.filter((stepId) => isStepComplete(stepId, resume));
}

export type ProgressColor = 'red' | 'amber' | 'green';

export interface Progress {
  completed: number;
  total: number;
  percent: number;
  label: string;
  color: ProgressColor;
}

export function progressLabel(percent: number): string {
  if (percent >= 100) return 'Done';
  if (percent >= 80) return 'Almost there';
  if (percent >= 50) return 'Over halfway';
  if (percent >= 20) return 'Nice progress';
  return 'Getting started';
}

export function progressColor(percent: number): ProgressColor {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'amber';
  return 'red';
}

/** Completed steps over the six builder steps; extra sections are optional and do not count. */
export function getProgress(resume: Resume): Progress {
  const completed = completedSteps(resume).length;
  const total = STEP_IDS.length;
  const percent = Math.round((completed / total) * 100);
  return { completed, total, percent, label: progressLabel(percent), color: progressColor(percent) };
}

export const COMPLETENESS_ITEM_IDS = [
  'name',
  'email',
  'experience',
  'education',
  'skills',
  'summary',
] as const;
export type CompletenessItemId = (typeof COMPLETENESS_ITEM_IDS)[number];

export interface Completeness {
  items: Record<CompletenessItemId, boolean>;
  count: number;
  total: number;
  percent: number;
}

/**
 * The preview page's six items. Unlike the contact-info step, which a phone number completes, this counts
 * only the contact email, as the spec says.
 */
export function getCompleteness(resume: Resume): Completeness {
  const items: Record<CompletenessItemId, boolean> = {
    name: isStepComplete('personal-details', resume),
    email: isEmail(resume.contactInfo.email.trim()),
    experience: isStepComplete('employment-history', resume),
    education: isStepComplete('education', resume),
    skills: isStepComplete('skills', resume),
    summary: isStepComplete('prof-summary', resume),
  };
  const count = Object.values(items).filter(Boolean).length;
  const total = COMPLETENESS_ITEM_IDS.length;
  return { items, count, total, percent: Math.round((count / total) * 100) };
}

export const DOWNLOAD_THRESHOLD_PERCENT = 70;

/** Download unlocks at 70%: five of the six items, since four make only 67%. */
export function canDownload(percent: number): boolean {
  return percent >= DOWNLOAD_THRESHOLD_PERCENT;
}
