import { describe, expect, it } from 'vitest';
import { resumeSchema, sectionItemSchema } from './resume';

describe('extra-section items', () => {
  it('give the newer fields defaults, so items stored before them still parse', () => {
    const stored = { id: 'abc', title: 'Typography', description: 'RISD', date: '2019-01' };
    expect(sectionItemSchema.parse(stored)).toMatchObject({
      ...stored,
      role: '',
      startDate: '',
      endDate: '',
      current: false,
      credentialId: '',
      keywords: '',
    });
  });

  it('keep a certificate, a project and a volunteering role as typed', () => {
    const resume = resumeSchema.parse({
      additionalSections: [
        {
          type: 'certifications',
          items: [
            { title: 'CKA', company: 'CNCF', date: '2024-03', credentialId: 'LF-123', link: 'cncf.io' },
          ],
        },
        {
          type: 'projects',
          items: [
            { title: 'Resumable', role: 'Lead', startDate: '2025-01', current: true, keywords: 'TS, Typst' },
          ],
        },
        {
          type: 'volunteering',
          items: [{ title: 'Tutor', company: 'Code Club', startDate: 'Autumn 2019', endDate: '2021-06' }],
        },
      ],
    });
    expect(resume.additionalSections.map((section) => section.type)).toEqual([
      'certifications',
      'projects',
      'volunteering',
    ]);
    expect(resume.additionalSections[0]?.items[0]).toMatchObject({ credentialId: 'LF-123', link: 'cncf.io' });
    expect(resume.additionalSections[1]?.items[0]).toMatchObject({ role: 'Lead', current: true });
    expect(resume.additionalSections[2]?.items[0]).toMatchObject({ startDate: 'Autumn 2019' });
  });

  it('reject what is malformed or too long, naming the field', () => {
    const result = sectionItemSchema.safeParse({
      link: 'not a url',
      credentialId: 'x'.repeat(101),
      startDate: 'y'.repeat(51),
      current: 'yes',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['credentialId', 'current', 'link', 'startDate']);
  });
});
