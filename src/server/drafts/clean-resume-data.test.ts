import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../domain/resume';
import { cleanResumeData } from './clean-resume-data';

describe('cleanResumeData', () => {
  const hostile =
    '<p onclick="x()">Led <b>it</b><script>alert(1)</script> <a href="javascript:x">here</a></p>';
  const cleaned = '<p>Led <strong>it</strong> here</p>';

  it('reduces the rich text of every item of every section type to the allowlist', () => {
    const types = ['internships', 'certifications', 'projects', 'volunteering', 'custom'] as const;
    const resume = resumeSchema.parse({
      summary: { content: hostile },
      experience: [{ description: hostile }],
      additionalSections: types.map((type) => ({ type, items: [{ description: hostile }] })),
    });
    const result = cleanResumeData(resume);
    expect(result.summary.content).toBe(cleaned);
    expect(result.experience[0]?.description).toBe(cleaned);
    for (const section of result.additionalSections)
      expect(section.items[0]?.description, section.type).toBe(cleaned);
  });

  it('keeps plain-text fields as typed: they are shown as text, never read as markup', () => {
    const project = {
      title: 'Parser <b>fuzzing</b>',
      role: 'Lead & author',
      keywords: 'C++, <script>, Rust',
      credentialId: '#A<1>',
      startDate: '2024-01',
      current: true,
      link: 'https://example.com/a?b=1&c=2',
    };
    const resume = resumeSchema.parse({ additionalSections: [{ type: 'projects', items: [project] }] });
    expect(cleanResumeData(resume).additionalSections[0]?.items[0]).toMatchObject(project);
  });

  it('changes nothing else and does not touch its input', () => {
    const resume = resumeSchema.parse({
      personalDetails: { firstName: 'Ada' },
      additionalSections: [{ type: 'volunteering', items: [{ title: 'Tutor', description: hostile }] }],
    });
    const before = structuredClone(resume);
    const result = cleanResumeData(resume);
    expect(resume).toEqual(before);
    expect({ ...result, additionalSections: [] }).toEqual({ ...resume, additionalSections: [] });
    expect(result.additionalSections[0]?.items[0]).toEqual({
      ...resume.additionalSections[0]?.items[0],
      description: cleaned,
    });
  });
});
