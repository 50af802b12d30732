import type { ReadBackFormat } from '../../../domain/read-back';

/** A field's path in words: 'experience.0.bullets.2' -> 'Job 1, bullet 3'. */
export function fieldLabel(path: string): string {
  const parts = path.split('.');
  const n = (index: string | undefined) => Number(index ?? 0) + 1;
  const contact: Record<string, string> = {
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    website: 'Website',
    linkedin: 'LinkedIn',
    github: 'GitHub',
  };
  const job: Record<string, string> = {
    jobTitle: 'title',
    company: 'company',
    startDate: 'start date',
    endDate: 'end date',
  };
  const school: Record<string, string> = { institution: 'school', degree: 'degree', endDate: 'end date' };
  if (path === 'name') return 'Name';
  if (path === 'personalDetails.jobTitle') return 'Headline';
  if (parts[0] === 'contactInfo') return contact[parts[1] ?? ''] ?? 'Contact';
  if (parts[0] === 'experience') {
    if (parts[2] === 'bullets') return `Job ${n(parts[1])}, bullet ${n(parts[3])}`;
    return `Job ${n(parts[1])}, ${job[parts[2] ?? ''] ?? parts[2]}`;
  }
  if (parts[0] === 'education') return `Education ${n(parts[1])}, ${school[parts[2] ?? ''] ?? parts[2]}`;
  if (parts[0] === 'skills') return `Skill ${n(parts[1])}`;
  return path;
}

/** A file type as the user knows it. */
export const FORMAT_NAMES: Record<ReadBackFormat, string> = { pdf: 'PDF', docx: 'Word' };
