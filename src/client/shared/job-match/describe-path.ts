import type { Resume } from '../../../domain/resume';
import { formatMessage, type MessageValues } from '../../lib/i18n/format-message';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { MATCH_TEXTS } from '../../lib/i18n/namespaces/match';
import { stepForReportPath } from './report-path-step';

/** Where a report item points, in words a user recognises, and the builder step that edits it (report-path-step.ts). */
export interface PathPlace {
  label: string;
  href: string;
}

/** The match namespace's t (useT(MATCH_TEXTS).t); English when not given, as in tests and non-React callers. */
export type PlaceWords = (key: MessageKey<typeof MATCH_TEXTS>, values?: MessageValues) => string;

const english: PlaceWords = (key, values) => formatMessage(MATCH_TEXTS.english, key, 'en', values);

const JOB_PART_WORDS: Record<string, MessageKey<typeof MATCH_TEXTS>> = {
  startDate: 'place.startDate',
  endDate: 'place.endDate',
  company: 'place.company',
  location: 'place.location',
  jobTitle: 'place.jobTitle',
};

const CONTACT_WORDS: Record<string, MessageKey<typeof MATCH_TEXTS>> = {
  email: 'place.email',
  phone: 'place.phone',
  city: 'place.city',
  address: 'place.address',
  country: 'place.country',
};

function jobName(resume: Resume, index: number, t: PlaceWords): string {
  const job = resume.experience[index];
  const title = job?.jobTitle.trim() ?? '';
  const company = job?.company.trim() ?? '';
  if (title && company) return t('place.titleAtCompany', { title, company });
  return title || company || t('place.jobNumber', { number: index + 1 });
}

/** 'experience.0.description.2' -> "Nurse at Mercy, bullet 3" with a link to the Experience step. */
export function describePath(resume: Resume, path: string, t: PlaceWords = english): PathPlace | undefined {
  const [area, first, key, second] = path.split('.');
  const index = Number(first);
  const step = stepForReportPath(path, resume);
  if (!step) return undefined;
  const { href } = step;
  switch (area) {
    case 'personalDetails':
      // 'personalDetails.jobTitle': the field is the second part of the path.
      return {
        label: t(first === 'jobTitle' ? 'place.yourJobTitle' : 'place.yourName'),
        href,
      };
    case 'contactInfo': {
      const field = CONTACT_WORDS[first ?? ''];
      return { label: t('place.contact', { field: field ? t(field) : (first ?? '') }), href };
    }
    case 'summary':
      return { label: t('place.summary'), href };
    case 'experience': {
      if (Number.isNaN(index)) return { label: t('place.experience'), href };
      const job = jobName(resume, index, t);
      const label =
        key === 'description' || key === 'bullets'
          ? t('place.bullet', { job, number: Number(second) + 1 })
          : t(JOB_PART_WORDS[key ?? ''] ?? 'place.jobTitle', { job });
      return { label, href };
    }
    case 'education': {
      const school = Number.isNaN(index) ? undefined : resume.education[index];
      return { label: school?.institution.trim() || t('place.education'), href };
    }
    case 'skills':
      return { label: t('place.skills'), href };
    case 'additionalSections': {
      const section = resume.additionalSections[index];
      return { label: section?.title.trim() || t('place.additional'), href };
    }
    default:
      return undefined;
  }
}
