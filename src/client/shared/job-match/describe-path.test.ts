import { describe, expect, it } from 'vitest';
import { type ResumeInput, resumeSchema } from '../../../domain/resume';
import { describePath } from './describe-path';

const resume = resumeSchema.parse({
  personalDetails: { firstName: 'Ana', jobTitle: 'Registered Nurse' },
  experience: [{ jobTitle: 'Staff Nurse', company: 'Mercy' }],
} satisfies ResumeInput);

describe('describePath', () => {
  it('names the field a match was found in: the job title is not "Your name"', () => {
    expect(describePath(resume, 'personalDetails.jobTitle')?.label).toBe('Your job title');
    expect(describePath(resume, 'personalDetails.firstName')?.label).toBe('Your name');
  });

  it('names the part of a job', () => {
    expect(describePath(resume, 'experience.0.jobTitle')?.label).toBe('Staff Nurse at Mercy, job title');
    expect(describePath(resume, 'experience.0.company')?.label).toBe('Staff Nurse at Mercy, company');
    expect(describePath(resume, 'experience.0.bullets.2')?.label).toBe('Staff Nurse at Mercy, bullet 3');
    expect(describePath(resume, 'experience.0.description.0')?.label).toBe('Staff Nurse at Mercy, bullet 1');
  });
});
