import type { Resume } from '../../../domain/resume';
import { ADDITIONAL_SECTIONS_PATH, getStep } from '../../../domain/routes';

/** Where a report item points, in words a user recognises, and the builder step that edits it. */
export interface PathPlace {
  label: string;
  href: string;
}

const JOB_PART_WORDS: Record<string, string> = {
  startDate: 'start date',
  endDate: 'end date',
  company: 'company',
  location: 'location',
  jobTitle: 'job title',
};

const CONTACT_WORDS: Record<string, string> = {
  email: 'e-mail',
  phone: 'phone',
  city: 'city',
  address: 'address',
  country: 'country',
};

function jobName(resume: Resume, index: number): string {
  const job = resume.experience[index];
  const name = [job?.jobTitle, job?.company].filter((part) => part?.trim()).join(' at ');
  return name || `Job ${index + 1}`;
}

/** 'experience.0.description.2' -> "Nurse at Mercy, bullet 3" with a link to the Experience step. */
export function describePath(resume: Resume, path: string): PathPlace | undefined {
  const [area, first, key, second] = path.split('.');
  const index = Number(first);
  switch (area) {
    case 'personalDetails':
      // 'personalDetails.jobTitle': the field is the second part of the path.
      return {
        label: first === 'jobTitle' ? 'Your job title' : 'Your name',
        href: getStep('personal-details').path,
      };
    case 'contactInfo':
      return { label: `Contact: ${CONTACT_WORDS[first ?? ''] ?? first}`, href: getStep('contact-info').path };
    case 'summary':
      return { label: 'Summary', href: getStep('prof-summary').path };
    case 'experience': {
      if (Number.isNaN(index)) return { label: 'Work experience', href: getStep('employment-history').path };
      const what =
        key === 'description' || key === 'bullets'
          ? `bullet ${Number(second) + 1}`
          : (JOB_PART_WORDS[key ?? ''] ?? 'job title');
      return { label: `${jobName(resume, index)}, ${what}`, href: getStep('employment-history').path };
    }
    case 'education': {
      const school = Number.isNaN(index) ? undefined : resume.education[index];
      return { label: school?.institution.trim() || 'Education', href: getStep('education').path };
    }
    case 'skills':
      return { label: 'Skills', href: getStep('skills').path };
    case 'additionalSections': {
      const section = resume.additionalSections[index];
      return { label: section?.title.trim() || 'Additional section', href: ADDITIONAL_SECTIONS_PATH };
    }
    default:
      return undefined;
  }
}
