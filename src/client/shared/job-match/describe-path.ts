import type { Resume } from '../../../domain/resume';
import { stepForReportPath } from './report-path-step';

/** Where a report item points, in words a user recognises, and the builder step that edits it (report-path-step.ts). */
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
  const step = stepForReportPath(path, resume);
  if (!step) return undefined;
  const { href } = step;
  switch (area) {
    case 'personalDetails':
      // 'personalDetails.jobTitle': the field is the second part of the path.
      return {
        label: first === 'jobTitle' ? 'Your job title' : 'Your name',
        href,
      };
    case 'contactInfo':
      return { label: `Contact: ${CONTACT_WORDS[first ?? ''] ?? first}`, href };
    case 'summary':
      return { label: 'Summary', href };
    case 'experience': {
      if (Number.isNaN(index)) return { label: 'Work experience', href };
      const what =
        key === 'description' || key === 'bullets'
          ? `bullet ${Number(second) + 1}`
          : (JOB_PART_WORDS[key ?? ''] ?? 'job title');
      return { label: `${jobName(resume, index)}, ${what}`, href };
    }
    case 'education': {
      const school = Number.isNaN(index) ? undefined : resume.education[index];
      return { label: school?.institution.trim() || 'Education', href };
    }
    case 'skills':
      return { label: 'Skills', href };
    case 'additionalSections': {
      const section = resume.additionalSections[index];
      return { label: section?.title.trim() || 'Additional section', href };
    }
    default:
      return undefined;
  }
}
