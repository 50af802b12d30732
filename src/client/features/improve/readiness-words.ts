import {
  SUMMARY_MAX_LENGTH,
  SUMMARY_MIN_LENGTH,
  SUMMARY_TOO_LONG_MESSAGE,
  SUMMARY_TOO_SHORT_MESSAGE,
} from '../../../domain/readiness';
import { VALID_EMAIL_MESSAGE, VALID_URL_MESSAGE } from '../../../domain/resume';
import type { MessageValues } from '../../lib/i18n/format-message';
import type { MessageKey } from '../../lib/i18n/namespaces';
import type { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';

export type ImproveT = (key: MessageKey<typeof IMPROVE_TEXTS>, values?: MessageValues) => string;

/**
 * What /improve says when the readiness check finds nothing missing. It says only what is true: nothing
 * blocks the download, and how many suggestions the ATS and writing check above still has (a page listing
 * nine findings must not also say the resume "meets every check"). `suggestions` is undefined while that
 * check runs or when it failed.
 */
export function readinessWords(t: ImproveT, suggestions: number | undefined): string {
  if (suggestions === undefined) return t('ready.base');
  if (suggestions === 0) return t('ready.none');
  return t('ready.some', { count: suggestions });
}

/** The readiness rules' messages (src/domain/readiness.ts writes them in English), by their English. */
const RULES: Readonly<Record<string, readonly [MessageKey<typeof IMPROVE_TEXTS>, MessageValues?]>> = {
  'First name is required': ['rule.firstName'],
  'Last name is required': ['rule.lastName'],
  [VALID_EMAIL_MESSAGE]: ['rule.email'],
  [VALID_URL_MESSAGE]: ['rule.url'],
  'Job title is required': ['rule.jobTitle'],
  'Company is required': ['rule.company'],
  'Start date is required': ['rule.startDate'],
  'Institution is required': ['rule.institution'],
  'Degree is required': ['rule.degree'],
  'Skill name is required': ['rule.skill'],
  [SUMMARY_TOO_SHORT_MESSAGE]: ['rule.summaryShort', { min: SUMMARY_MIN_LENGTH }],
  [SUMMARY_TOO_LONG_MESSAGE]: ['rule.summaryLong', { max: SUMMARY_MAX_LENGTH }],
  'Section title is required': ['rule.sectionTitle'],
};

/** A readiness rule's message in the interface language; undefined for a message this list does not know. */
export function readinessMessage(t: ImproveT, message: string): string | undefined {
  const rule = RULES[message];
  return rule ? t(rule[0], rule[1]) : undefined;
}
