import { describe, expect, it } from 'vitest';
import { type ResumeInput, resumeSchema } from '../../../domain/resume';
import { analyseResume } from '../analysed-resume';
import { requirementText } from './ad-sections';
import { extractJobTerms } from './extract-job-terms';
import { titleFromAd, titlesMatch } from './job-title';
import { matchResume } from './match-resume';
import { educationLevelOf, requiredEducation, requiredYears } from './requirements';
import { checkResume } from './resume-checks';
import { tokenize } from './tokens';

const resume = (input: ResumeInput) => resumeSchema.parse(input);
const readResume = (input: ResumeInput) => analyseResume(resume(input));
const NOW = new Date('2026-11-01T00:00:00Z');

describe('tokens', () => {
  it('splits JS/TS, keeps CI/CD, C++, C# and .NET, and reads plurals as one', () => {
    const keys = tokenize('JS/TS, CI/CD pipelines in C++, C# and .NET; REST APIs.').map((t) => t.key);
    expect(keys).toEqual(['js', 'ts', 'ci/cd', 'pipeline', 'in', 'c++', 'c#', 'and', '.net', 'rest', 'api']);
  });
});

describe('skills in an ad', () => {
  it('counts variants as one term and quotes the ad', () => {
    const terms = extractJobTerms(
      'Must know Postgres and JavaScript. Our stack: PostgreSQL, JS, React Native.',
    );
    const byLabel = new Map(terms.hard.map((t) => [t.label, t]));
    expect(byLabel.get('PostgreSQL')).toMatchObject({ term: 'Postgres', count: 2 });
    expect(byLabel.get('JavaScript')).toMatchObject({ term: 'JavaScript', count: 2 });
    expect(byLabel.has('React Native')).toBe(true);
    expect(byLabel.has('React')).toBe(false);
  });

  it('does not take the words of the job’s own title, where the ad names the job, for skills', () => {
    const labels = extractJobTerms(
      'HR Generalist\n\nAs our HR Generalist you will run payroll in ADP and lead benefits enrollment.',
    ).hard.map((t) => t.label);
    expect(labels).toContain('ADP');
    expect(labels).not.toContain('HR');
    expect(
      extractJobTerms('Logistics Coordinator\n\nThe Logistics Coordinator books freight in McLeod.').hard.map(
        (t) => t.label.toLowerCase(),
      ),
    ).not.toContain('logistics');
  });

  it('needs the capitals of a word that is also an ordinary word', () => {
    const labels = extractJobTerms(
      'Ready to go? You will excel at writing Go services and Excel models.',
    ).hard.map((t) => t.label);
    expect(labels.filter((l) => l === 'Go')).toHaveLength(1);
    expect(labels.filter((l) => l === 'Excel')).toHaveLength(1);
  });

  it('leaves out benefits, equal-opportunity text, how to apply and the company blurb', () => {
    const ad = `About Acme
Acme builds Salesforce apps.

Requirements:
- Python and SQL

Benefits
- Dental insurance, 401(k), gym
Acme is an equal opportunity employer. Apply with your GitHub profile.`;
    const text = requirementText(ad);
    expect(text).toContain('Python and SQL');
    expect(text).not.toMatch(/Salesforce|Dental|equal opportunity|GitHub/);
    expect(extractJobTerms(ad).hard.map((t) => t.label)).toEqual(['Python', 'SQL']);
  });

  it('does not take the subject of a degree for a skill', () => {
    const labels = extractJobTerms(
      "Bachelor's degree in Accounting or Finance. Experience with QuickBooks.",
    ).hard.map((t) => t.label);
    expect(labels).toEqual(['QuickBooks']);
  });
});

describe('requirements', () => {
  it.each([
    ['5+ years of professional software engineering experience', 5],
    ['2-4 years of experience in data analysis', 2],
    ['at least 3 years of classroom teaching experience', 3],
    ['12 months of verifiable OTR experience', 1],
    ['Seven years of commercial construction experience', 7],
    ['ACLS within 6 months of hire', undefined],
    ['Lift 50 lbs; 30 days vacation', undefined],
  ])('reads "%s" as %s years', (text, years) => {
    expect(requiredYears(text)).toBe(years);
  });

  it('takes the required level, not the preferred one', () => {
    expect(requiredEducation("Bachelor's degree in Finance; MBA preferred")?.level).toBe('bachelor');
    expect(requiredEducation('High school diploma or GED required')?.level).toBe('high school');
    expect(requiredEducation('MBA or CFA preferred')?.level).toBe('master');
    expect(requiredEducation('Forklift certification preferred')).toBeUndefined();
  });

  it('reads degree levels as resumes write them', () => {
    expect(educationLevelOf('BSN')).toBe('bachelor');
    expect(educationLevelOf('Master of Science')).toBe('master');
    expect(educationLevelOf('Ph.D. Mathematics')).toBe('doctorate');
    expect(educationLevelOf('GED')).toBe('high school');
  });
});

describe('job titles', () => {
  it('ignores level words and the ad decorations', () => {
    expect(titleFromAd('Senior Backend Engineer (Remote, US)\nAbout us')).toBe('Senior Backend Engineer');
    expect(titlesMatch('Senior Backend Engineer', 'Backend Engineer')).toBe(true);
    expect(titlesMatch('Registered Nurse', 'Registered Nurse II')).toBe(true);
    expect(titlesMatch('Staff Accountant', 'Line Cook')).toBe(false);
  });
});

describe('the match report', () => {
  const nurse = resume({
    personalDetails: { firstName: 'Ana', lastName: 'Lopez', jobTitle: 'Registered Nurse' },
    contactInfo: { email: 'ana@example.com', phone: '555-0100', city: 'Dayton' },
    summary: { content: '<p>Registered Nurse with 6 years in acute care.</p>' },
    experience: [
      {
        jobTitle: 'Staff Nurse',
        company: 'Mercy Hospital',
        startDate: '2020-01',
        current: true,
        description:
          '<ul><li>Administered medications and IV therapy to 6 patients per shift</li><li>Charted in Epic</li></ul>',
      },
    ],
    education: [{ institution: 'Ohio State', degree: 'BSN' }],
    skills: [{ name: 'BLS' }, { name: 'Wound care' }],
  });
  const ad = `Registered Nurse - Med/Surg
Requirements:
- Current RN license, BLS and ACLS
- 3+ years of acute care experience
- Charting in Epic, wound care, IV therapy
- Bachelor's degree in Nursing
- Teamwork`;

  it('marks each term found (with where) or missing, and scores by the written weights', () => {
    const report = matchResume({ resume: nurse, jobDescription: ad, now: NOW });
    const found = new Map(report.matched.map((m) => [m.term, m]));
    expect(found.get('Epic')?.foundIn).toBe('experience.0.description.1');
    expect(found.get('BLS')?.foundIn).toBe('skills.0.name');
    expect(found.get('IV therapy')?.kind).toBe('hard');
    expect(report.missing).toEqual(expect.arrayContaining([{ term: 'ACLS', kind: 'hard', label: 'ACLS' }]));
    expect(report.missing.find((m) => m.kind === 'soft')?.term).toBe('Teamwork');
    expect(found.get('Registered Nurse')?.kind).toBe('title');
    expect(report.matched.find((m) => m.kind === 'experience')?.term).toBe('3+ years of experience');
    expect(report.matched.find((m) => m.kind === 'education')).toBeDefined();
    expect(report.requirements).toMatchObject({
      years: 3,
      resumeYears: 6,
      education: 'bachelor',
      resumeEducation: 'bachelor',
    });
    expect(report.score).toBeGreaterThan(60);
    expect(report.score).toBeLessThan(100);
  });

  it('scores lower when the resume lacks what the ad asks for', () => {
    const empty = resume({ personalDetails: { firstName: 'A' } });
    const full = matchResume({ resume: nurse, jobDescription: ad, now: NOW }).score;
    expect(matchResume({ resume: empty, jobDescription: ad, now: NOW }).score).toBeLessThan(full);
  });
});

describe('the ATS and writing check', () => {
  it('finds missing contacts, unreadable dates, weak bullets, pronouns, repeated verbs and odd headings', () => {
    const checks = checkResume(
      readResume({
        personalDetails: { firstName: 'Sam' },
        summary: { content: '<p>I am a passionate go-getter.</p>' },
        experience: [
          {
            jobTitle: 'Clerk',
            startDate: 'last spring',
            endDate: '2024-05',
            description: `<ul><li>I was responsible for various tasks</li><li>Managed 3 stores</li><li>Managed the team</li><li>Managed vendors</li><li>${'Led a long project '.repeat(12)}</li></ul>`,
          },
        ],
        additionalSections: [{ type: 'custom', title: 'My Journey', items: [] }],
      }),
      'Store Manager',
    );
    const ids = checks.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'contact-email',
        'contact-phone',
        'date-unreadable',
        'bullet-no-action-verb',
        'bullet-no-number',
        'bullet-too-long',
        'first-person',
        'repeated-verb',
        'buzzword',
        'summary-no-target-title',
        'section-title-nonstandard',
      ]),
    );
    expect(checks.find((c) => c.id === 'date-unreadable')?.path).toBe('experience.0.startDate');
    expect(ids).not.toContain('contact-name');
  });
});

describe('a job holding both rich-text description and the plain bullets list', () => {
  // JSON Resume import, the API and older drafts fill both; the resume shows the description only.
  const both = resume({
    personalDetails: { firstName: 'Dev', lastName: 'Ops', jobTitle: 'Engineer' },
    contactInfo: { email: 'dev@example.com', phone: '555-0100', city: 'Austin' },
    summary: { content: '<p>Engineer building Kubernetes platforms.</p>' },
    experience: [
      {
        jobTitle: 'Engineer',
        company: 'Acme',
        startDate: '2020-01',
        current: true,
        description:
          '<ul><li>Managed the Kubernetes clusters</li><li>Managed on-call for Terraform</li></ul>',
        bullets: ['Managed the Kubernetes clusters', 'Managed on-call for Terraform'],
      },
    ],
  });

  it('lists each writing check once, for the bullet the resume shows', () => {
    const checks = checkResume(analyseResume(both)).filter((check) => check.id === 'bullet-no-number');
    expect(checks.map((check) => check.path)).toEqual([
      'experience.0.description.0',
      'experience.0.description.1',
    ]);
  });

  it('counts the bullets a verb starts as the resume shows them', () => {
    const checks = checkResume(analyseResume(both));
    // Two bullets start with 'Managed': below the three that make a repeated verb.
    expect(checks.find((check) => check.id === 'repeated-verb')).toBeUndefined();
  });

  it('counts a skill once and points at the bullet the resume shows', () => {
    const report = matchResume({
      resume: both,
      jobDescription: 'Requirements:\n- Kubernetes, Terraform and Ansible',
      now: NOW,
    });
    const hard = report.matched.filter((term) => term.kind === 'hard');
    expect(hard.map((term) => [term.label, term.foundIn])).toEqual([
      ['Kubernetes', 'summary.content'],
      ['Terraform', 'experience.0.description.1'],
    ]);
  });

  it('reads the plain list when the description is blank, and does not read a list the description hides', () => {
    const listOnly = resume({
      ...both,
      experience: [{ ...both.experience[0], description: '', bullets: ['Managed Ansible roll-outs'] }],
    });
    const hidden = resume({
      ...both,
      experience: [{ ...both.experience[0], bullets: ['Managed Ansible roll-outs'] }],
    });
    const ad = 'Requirements:\n- Ansible';
    expect(matchResume({ resume: listOnly, jobDescription: ad, now: NOW }).matched[0]?.foundIn).toBe(
      'experience.0.bullets.0',
    );
    expect(matchResume({ resume: hidden, jobDescription: ad, now: NOW }).matched).toEqual([]);
  });
});

describe('a degree credential that names its field', () => {
  const withDegree = (degree: string, field = '') =>
    resume({
      personalDetails: { firstName: 'Sam' },
      education: [{ institution: 'State University', degree, field }],
    });
  const educationMet = (degree: string, field: string, ad: string) =>
    matchResume({ resume: withDegree(degree, field), jobDescription: ad, now: NOW }).matched.some(
      (term) => term.kind === 'education',
    );

  it('is met only by a degree in that field at that level or above', () => {
    const icu = 'ICU Registered Nurse\nRequirements:\n- BSN required\n- Current RN license';
    expect(educationMet('Bachelor of Science', 'Computer Science', icu)).toBe(false);
    expect(educationMet('BS', 'Biology', icu)).toBe(false);
    expect(educationMet('BSN', '', icu)).toBe(true);
    expect(educationMet('Bachelor of Science', 'Nursing', icu)).toBe(true);
    expect(educationMet('Master of Science in Nursing', '', icu)).toBe(true);
    expect(educationMet('Associate Degree', 'Nursing', icu)).toBe(false);
    const report = matchResume({
      resume: withDegree('BS', 'Computer Science'),
      jobDescription: icu,
      now: NOW,
    });
    expect(report.missing).toContainEqual({ term: 'BSN', kind: 'education' });
    expect(report.requirements).toMatchObject({ education: 'bachelor', educationField: 'nursing' });
  });

  it.each([
    ['MSN required', 'Master of Science', 'Computer Science', 'MSN', ''],
    ['MSW and state licensure required', 'MBA', '', 'Master of Social Work', ''],
    ['PharmD required', 'PhD', 'Chemistry', 'Doctor of Pharmacy', ''],
    ['DDS or DMD required', 'PhD', 'Biology', 'DDS', ''],
    ['JD from an accredited law school', 'PhD', 'Physics', 'Juris Doctor', ''],
    ['MBA required', 'Master of Science', 'Computer Science', "Master's", 'Business Administration'],
    ['Master of Accountancy (MAcc) required for CPA eligibility', 'MBA', '', 'MAcc', ''],
  ])('"%s": not met by %s %s, met by %s %s', (requirement, otherDegree, otherField, degree, field) => {
    const ad = `Requirements:\n- ${requirement}`;
    expect(educationMet(otherDegree, otherField, ad)).toBe(false);
    expect(educationMet(degree, field, ad)).toBe(true);
  });

  it('is not read into words that only look like one', () => {
    for (const line of [
      'Experience with JD Edwards and SAP',
      'Drive routes at up to 55 mph',
      'Build services on DDS middleware',
      'Decode ASN.1 messages',
    ]) {
      expect(requiredEducation(line), line).toBeUndefined();
    }
  });

  it('leaves a plain degree level to any field, and takes the plain alternative an ad offers', () => {
    expect(educationMet('BS', 'Computer Science', "Requirements:\n- Bachelor's degree required")).toBe(true);
    expect(
      educationMet('BA', 'History', "Requirements:\n- BSN or a bachelor's degree in a related field"),
    ).toBe(true);
  });
});
