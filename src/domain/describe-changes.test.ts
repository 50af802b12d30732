import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes';

const job = (id: string, bullets: string[], fields: Record<string, string> = {}) => ({
  id,
  jobTitle: 'Engineer',
  company: 'Acme',
  description: `<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`,
  ...fields,
});

describe('describeChanges', () => {
  it('says "No changes" for equal resumes', () => {
    expect(describeChanges({ experience: [job('a', ['One'])] }, { experience: [job('a', ['One'])] })).toBe(
      'No changes',
    );
  });

  it('counts changed bullets, a reworded bullet as one', () => {
    const before = { experience: [job('a', ['One', 'Two', 'Three'])] };
    const after = { experience: [job('a', ['One', 'Deux', 'Trois'])] };
    expect(describeChanges(before, after)).toBe('Experience: 2 bullets changed');
  });

  it('counts a bullet held in both the description and the plain list once (the builder keeps both)', () => {
    const both = (bullets: string[]) => ({ ...job('a', bullets), bullets });
    expect(
      describeChanges({ experience: [both(['One', 'Two'])] }, { experience: [both(['One', 'Deux'])] }),
    ).toBe('Experience: 1 bullet changed');
  });

  it('names jobs added, removed and edited, and reordering alone', () => {
    const before = { experience: [job('a', ['One']), job('b', ['Two'])] };
    expect(
      describeChanges(before, { experience: [job('a', ['One'], { company: 'Beta' }), job('c', [])] }),
    ).toBe('Experience: 1 job added, 1 job removed, 1 job edited');
    expect(describeChanges(before, { experience: [job('b', ['Two']), job('a', ['One'])] })).toBe(
      'Experience: reordered',
    );
  });

  it('describes personal details, summary, skills, extra sections and design in one line', () => {
    const before = {
      personalDetails: { firstName: 'Ada', jobTitle: 'Analyst' },
      skills: [{ id: 's1', name: 'Maths' }],
      additionalSections: [{ id: 'x', type: 'courses', title: 'Courses', items: [] }],
    };
    const after = {
      personalDetails: { firstName: 'Ada', jobTitle: 'Engineer' },
      summary: { content: '<p>Hello</p>' },
      skills: [
        { id: 's1', name: 'Maths' },
        { id: 's2', name: 'Logic' },
      ],
      additionalSections: [
        { id: 'x', type: 'courses', title: 'Courses', items: [{ id: 'i1', title: 'Calculus' }] },
      ],
      template: 'compact',
    };
    expect(describeChanges(before, after)).toBe(
      'Personal details: job title changed; Summary added; Skills: 1 skill added; Courses: 1 item added; Design: template modern to compact',
    );
  });

  it('keeps going on a document the schema refuses', () => {
    expect(describeChanges({ fontSize: 99 }, {})).toBe('Changes not described');
  });
});
