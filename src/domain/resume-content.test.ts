import { describe, expect, it } from 'vitest';
import { emptyResume, resumeSchema } from './resume';
import { hasResumeContent } from './resume-content';
import { listSampleResumes } from './sample-resumes';

describe('hasResumeContent', () => {
  it('is false for a new resume, whatever its design', () => {
    expect(hasResumeContent(emptyResume())).toBe(false);
    expect(hasResumeContent(resumeSchema.parse({ template: 'modern', fontSize: 14, pageSize: 'a4' }))).toBe(
      false,
    );
  });

  it('does not count blank text, empty rich text or defaulted values', () => {
    const resume = resumeSchema.parse({
      personalDetails: { firstName: '   ' },
      summary: { content: '<p></p><p>&nbsp;</p>' },
      experience: [{ jobTitle: '' }],
      skills: [{ name: '' }],
      additionalSections: [{ type: 'courses', items: [{}] }],
    });
    expect(hasResumeContent(resume)).toBe(false);
  });

  it('is true once any field has text', () => {
    expect(hasResumeContent(resumeSchema.parse({ personalDetails: { firstName: 'E' } }))).toBe(true);
    expect(hasResumeContent(resumeSchema.parse({ contactInfo: { city: 'Lyon' } }))).toBe(true);
    expect(hasResumeContent(resumeSchema.parse({ summary: { content: '<p>Hi</p>' } }))).toBe(true);
    expect(hasResumeContent(resumeSchema.parse({ skills: [{ name: 'Go' }] }))).toBe(true);
    expect(
      hasResumeContent(
        resumeSchema.parse({ additionalSections: [{ type: 'hobbies', items: [{ title: 'Chess' }] }] }),
      ),
    ).toBe(true);
  });

  it('is true for every sample resume', () => {
    for (const sample of listSampleResumes()) expect(hasResumeContent(sample.resume)).toBe(true);
  });
});
