import type { ReadBackFormat } from '../../../domain/read-back';
import type { MessageValues } from '../../lib/i18n/format-message';
import type { ActiveLanguage } from '../../lib/i18n/language-store';
import type { MessageKey } from '../../lib/i18n/namespaces';
import type { ATS_TEXTS } from '../../lib/i18n/namespaces/ats';

export type AtsT = (key: MessageKey<typeof ATS_TEXTS>, values?: MessageValues) => string;

/** Contact fields named by their service, the same in every language (shown translate="no"). */
const BRANDS: Readonly<Record<string, string>> = { linkedin: 'LinkedIn', github: 'GitHub' };

/** Whether a field's label is a service's name, not words: it is then left untranslated. */
export function isBrandField(path: string): boolean {
  const [section, name] = path.split('.');
  return section === 'contactInfo' && name !== undefined && name in BRANDS;
}

const CONTACT = {
  email: 'field.email',
  phone: 'field.phone',
  location: 'field.location',
  website: 'field.website',
} as const;
const JOB = {
  jobTitle: 'field.job.jobTitle',
  company: 'field.job.company',
  startDate: 'field.job.startDate',
  endDate: 'field.job.endDate',
} as const;
const SCHOOL = {
  institution: 'field.school.institution',
  degree: 'field.school.degree',
  endDate: 'field.school.endDate',
} as const;

const lookup = <T extends object>(table: T, name: string | undefined): T[keyof T] | undefined =>
  name !== undefined && Object.hasOwn(table, name) ? table[name as keyof T] : undefined;

/** A field's path in words: 'experience.0.bullets.2' -> 'Job 1, bullet 3'. A path it does not know stays. */
export function fieldLabel(t: AtsT, path: string): string {
  const parts = path.split('.');
  const n = (index: string | undefined) => Number(index ?? 0) + 1;
  if (path === 'name') return t('field.name');
  if (path === 'personalDetails.jobTitle') return t('field.headline');
  if (parts[0] === 'contactInfo') {
    const brand = BRANDS[parts[1] ?? ''];
    if (brand) return brand;
    const key = lookup(CONTACT, parts[1]);
    return key ? t(key) : t('field.contact');
  }
  if (parts[0] === 'experience') {
    if (parts[2] === 'bullets') return t('field.job.bullet', { n: n(parts[1]), m: n(parts[3]) });
    const key = lookup(JOB, parts[2]);
    if (key) return t(key, { n: n(parts[1]) });
  }
  if (parts[0] === 'education') {
    const key = lookup(SCHOOL, parts[2]);
    if (key) return t(key, { n: n(parts[1]) });
  }
  if (parts[0] === 'skills') return t('field.skill', { n: n(parts[1]) });
  return path;
}

/** A file type as the user knows it: a product's name, the same in every language. */
export const FORMAT_NAMES: Record<ReadBackFormat, string> = { pdf: 'PDF', docx: 'Word' };

/** A read-back score (0-100) as a percentage in the interface language: '100%' in English, '100 %' in French. */
export function formatScore(score: number, language: ActiveLanguage): string {
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(score / 100);
}
