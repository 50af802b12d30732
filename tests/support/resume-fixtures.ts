import { type Resume, type ResumeInput, resumeSchema } from '../../src/domain/resume';

/** Test and benchmark resumes: a typical one, a long one and a hostile one. */

export function sampleResume(overrides: ResumeInput = {}): Resume {
  return resumeSchema.parse({
    personalDetails: { firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analytical Engineer' },
    contactInfo: {
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      city: 'London',
      country: 'United Kingdom',
      website: 'ada.example.com',
      linkedin: 'https://linkedin.com/in/ada',
    },
    summary: { content: '<p>Engineer who writes <strong>programs</strong> for engines not yet built.</p>' },
    experience: [
      {
        jobTitle: 'Senior Engineer',
        company: 'Analytical Engines Ltd',
        location: 'London',
        startDate: '2020-01',
        current: true,
        description:
          '<ul><li><p>Wrote the first published algorithm.</p></li><li><p>Led a team of 4.</p></li></ul>',
      },
      {
        jobTitle: 'Translator',
        company: 'Taylor Scientific Memoirs',
        startDate: 'Spring 1842',
        endDate: '1843-09',
        bullets: ['Translated and annotated the Menabrea paper.'],
      },
    ],
    education: [
      {
        institution: 'University of London',
        degree: 'BSc',
        field: 'Mathematics',
        endDate: '1835-06',
        gpa: '3.9',
      },
    ],
    skills: [{ name: 'Mathematics' }, { name: 'Programming' }, { name: 'Writing' }],
    ...overrides,
  });
}

const PARAGRAPH =
  'Designed, built and operated systems serving millions of requests a day, with a focus on reliability, ' +
  'observability and developer experience across several teams and time zones.';

/** A resume with many jobs: 7 jobs of 4 bullets overflow every template; 5 of 3 is a typical two-pager. */
export function longResume(overrides: ResumeInput = {}, jobCount = 7, bulletsPerJob = 4): Resume {
  const jobs = Array.from({ length: jobCount }, (_, index) => ({
    jobTitle: `Engineer ${index + 1}`,
    company: `Company ${index + 1}`,
    location: 'Remote',
    startDate: `${2010 + index}-01`,
    endDate: `${2011 + index}-01`,
    description: `<ul>${`<li>${PARAGRAPH}</li>`.repeat(bulletsPerJob)}</ul>`,
  }));
  return sampleResume({
    experience: jobs,
    additionalSections: [
      { type: 'languages', title: '', items: [{ title: 'English', proficiency: 'Native' }] },
      {
        type: 'courses',
        title: '',
        items: [{ title: 'Distributed Systems', description: 'MIT', date: '2019-01 - 2019-06' }],
      },
    ],
    ...overrides,
  });
}

/** The sample with one item of each section type added after the spec's own (docs/decisions/0024). */
export function resumeWithNewSectionTypes(overrides: ResumeInput = {}): Resume {
  return sampleResume({
    additionalSections: [
      {
        type: 'certifications',
        title: 'Certifications',
        items: [
          {
            title: 'Certified Analytical Programmer',
            company: 'Royal Society',
            date: '1843-07',
            credentialId: 'RS-1843-007',
            link: 'royalsociety.example/verify/007',
          },
        ],
      },
      {
        type: 'projects',
        title: 'Projects',
        items: [
          {
            title: 'Bernoulli Number Program',
            role: 'Author',
            startDate: '1842-10',
            endDate: '1843-08',
            link: 'https://ada.example.com/notes',
            description: '<ul><li><p>Published Note G with the first algorithm.</p></li></ul>',
            keywords: 'Algorithms, ,Analytical Engine ',
          },
        ],
      },
      {
        type: 'volunteering',
        title: 'Volunteering',
        items: [
          {
            title: 'Mathematics Tutor',
            company: 'Mechanics Institute',
            location: 'London',
            startDate: '1838-01',
            current: true,
            description: '<p>Taught evening classes in algebra.</p>',
          },
        ],
      },
    ],
    ...overrides,
  });
}
