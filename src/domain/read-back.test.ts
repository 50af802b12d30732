import { describe, expect, it } from 'vitest';
import { compareReadBack, readFields } from './read-back';
import { type Resume, resumeSchema } from './resume';
import { bulletsToRichText } from './rich-text';

function resume(overrides: Record<string, unknown> = {}): Resume {
  return resumeSchema.parse({
    personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Engineer' },
    contactInfo: {
      email: 'ada@example.org',
      phone: '+44 20 7946 0000',
      city: 'London',
      linkedin: 'https://linkedin.com/in/ada',
    },
    experience: [
      {
        jobTitle: 'Analyst',
        company: 'Engines Ltd',
        startDate: '2019-03',
        current: true,
        description: bulletsToRichText(['Wrote the first program', 'Cut costs by 20%', 'Led a team of 4']),
      },
    ],
    education: [
      { institution: 'University of London', degree: 'BSc', field: 'Mathematics', endDate: '2018' },
    ],
    skills: [{ name: 'Python' }, { name: 'SQL' }],
    ...overrides,
  });
}

const kindsOf = (expected: Resume, read: Resume) =>
  Object.fromEntries(compareReadBack(expected, read, 'pdf').differences.map((d) => [d.path, d.kind]));

describe('compareReadBack', () => {
  it('scores a resume read back as written 100 with every field listed and no difference', () => {
    const written = resume();
    const result = compareReadBack(written, resume({ template: 'sidebar' }), 'pdf');
    expect(result.score).toBe(100);
    expect(result.differences).toEqual([]);
    expect(result.fields.map((field) => field.path)).toEqual([
      'name',
      'personalDetails.jobTitle',
      'contactInfo.email',
      'contactInfo.phone',
      'contactInfo.location',
      'contactInfo.linkedin',
      'experience.0.jobTitle',
      'experience.0.company',
      'experience.0.startDate',
      'experience.0.endDate',
      'experience.0.bullets.0',
      'experience.0.bullets.1',
      'experience.0.bullets.2',
      'education.0.institution',
      'education.0.degree',
      'education.0.endDate',
      'skills.0',
      'skills.1',
    ]);
    expect(result.fields.find((field) => field.path === 'experience.0.endDate')).toEqual({
      path: 'experience.0.endDate',
      expected: 'present',
      read: 'present',
    });
  });

  it('ignores case, spacing, dashes and URL schemes, and finds a link read into another contact field', () => {
    const read = resume({
      personalDetails: { firstName: 'ADA', lastName: ' Lovelace ', jobTitle: 'engineer' },
      contactInfo: {
        email: 'ada@example.org',
        phone: '+44 20 7946 0000',
        city: 'London',
        website: 'https://linkedin.com/in/ada',
      },
    });
    expect(compareReadBack(resume(), read, 'pdf').differences).toEqual([]);
  });

  it('marks a missing field, a changed field and a date not understood, each with a cause and a fix', () => {
    const read = resume({
      contactInfo: {
        email: '',
        phone: '+44 20 7946 0000',
        city: 'London',
        linkedin: 'https://linkedin.com/in/ada',
      },
      experience: [
        {
          jobTitle: 'Analyst Engines Ltd',
          company: '',
          startDate: 'Mar 19',
          current: true,
          description: bulletsToRichText(['Wrote the first program', 'Cut costs by 20%', 'Led a team of 4']),
        },
      ],
    });
    const result = compareReadBack(resume(), read, 'pdf');
    expect(kindsOf(resume(), read)).toEqual({
      'contactInfo.email': 'missing',
      'experience.0.jobTitle': 'changed',
      'experience.0.company': 'missing',
      'experience.0.startDate': 'date',
    });
    const date = result.differences.find((d) => d.kind === 'date');
    expect(date).toMatchObject({ expected: '2019-03', read: 'Mar 19' });
    expect(date?.fix).toMatch(/Date format/);
    for (const difference of result.differences) {
      expect(difference.cause.length).toBeGreaterThan(10);
      expect(difference.fix.length).toBeGreaterThan(10);
    }
    expect(result.score).toBe(Math.round((1000 * 14) / 18) / 10);
  });

  it('marks a skill read into another section as moved, naming the section', () => {
    const read = resume({
      skills: [{ name: 'Python' }],
      additionalSections: [{ type: 'custom', title: 'Toolbox', items: [{ title: 'SQL, Excel' }] }],
    });
    const [difference] = compareReadBack(resume(), read, 'docx').differences;
    expect(difference).toMatchObject({
      path: 'skills.1',
      kind: 'moved',
      expected: 'SQL',
      read: 'SQL (in Toolbox)',
    });
    expect(difference?.cause).toMatch(/another section/);
  });

  it('marks bullets read as one as merged, and a bullet read as two as split', () => {
    const merged = resume({
      experience: [
        {
          jobTitle: 'Analyst',
          company: 'Engines Ltd',
          startDate: '2019-03',
          current: true,
          description: bulletsToRichText(['Wrote the first program Cut costs by 20%', 'Led a team', 'of 4']),
        },
      ],
    });
    expect(kindsOf(resume(), merged)).toEqual({
      'experience.0.bullets.0': 'merged',
      'experience.0.bullets.1': 'merged',
      'experience.0.bullets.2': 'split',
    });
    const split = compareReadBack(resume(), merged, 'pdf').differences.find((d) => d.kind === 'split');
    expect(split?.read).toBe('Led a team / of 4');
  });

  it('leaves out the sections the user hid: they are not in the file', () => {
    const hidden = resume({ sectionLayout: { hidden: ['skills', 'education'] } });
    const paths = readFields(hidden).map((field) => field.path);
    expect(paths.some((path) => path.startsWith('skills') || path.startsWith('education'))).toBe(false);
    expect(compareReadBack(hidden, resume({ skills: [], education: [] }), 'pdf').score).toBe(100);
  });

  it('scores an empty resume 100: nothing to lose', () => {
    const empty = resumeSchema.parse({});
    expect(compareReadBack(empty, empty, 'pdf')).toEqual({ score: 100, fields: [], differences: [] });
  });
});
