import { describe, expect, it } from 'vitest';
import { type GenerateSkillsRequest, generateSkillsRequestSchema } from '../../domain/ai-api';
import occupationData from './data/occupations.json' with { type: 'json' };
import { ownWordSkills } from './own-word-skills';
import {
  CONFIDENT_OCCUPATION_SCORE,
  GENERIC_SKILLS,
  MAX_SKILLS,
  MIN_SKILLS,
  matchOccupations,
  suggestSkills,
} from './suggest-skills';

const profile = (input: GenerateSkillsRequest) => generateSkillsRequestSchema.parse(input);

/** [typed title, expected occupation, three skills expected among the top eight]: abbreviations, typos, seniority. */
const TITLES: [string, string, [string, string, string]][] = [
  ['Sr. Frontend Dev', 'Front-End Developer', ['JavaScript', 'React', 'CSS3']],
  ['Jr Backend Eng', 'Back-End Developer', ['Node.js', 'SQL', 'REST APIs']],
  ['sofware enginer', 'Software Engineer', ['Git', 'System Design', 'Unit Testing']],
  ['RN', 'Registered Nurse', ['Patient Assessment', 'Medication Administration', 'IV Therapy']],
  ['Registerd Nurse', 'Registered Nurse', ['Patient Care', 'Wound Care', 'Care Planning']],
  ['Digital Marketing Mgr', 'Digital Marketing Specialist', ['SEO', 'Google Ads', 'Email Marketing']],
  ['Senior Acct', 'Accountant', ['General Ledger', 'GAAP', 'Month-End Close']],
  ['Warehouse worker', 'Warehouse Associate', ['Order Picking', 'Forklift Operation', 'Inventory Control']],
  ['Head Chef', 'Chef', ['Menu Development', 'Kitchen Management', 'Food Cost Control']],
  ['barista', 'Barista', ['Espresso Preparation', 'Latte Art', 'Cash Handling']],
  ['HR Generalist', 'Human Resources Generalist', ['Onboarding', 'Employee Relations', 'HRIS']],
  ['Talent Acquisition Specialist', 'Recruiter', ['Sourcing', 'Candidate Screening', 'Interviewing']],
  ['Paralegal', 'Paralegal', ['Legal Research', 'Document Drafting', 'E-Discovery']],
  ['Sales Rep', 'Sales Representative', ['Prospecting', 'Cold Calling', 'Negotiation']],
  ['SDR', 'Sales Development Representative', ['Cold Emailing', 'Lead Qualification', 'Salesforce']],
  [
    'Customer Service Rep',
    'Customer Service Representative',
    ['Complaint Resolution', 'CRM Software', 'Phone Etiquette'],
  ],
  ['Admin Asst', 'Administrative Assistant', ['Microsoft Office', 'Calendar Management', 'Data Entry']],
  [
    'Exec Assistant',
    'Executive Assistant',
    ['Travel Arrangements', 'Meeting Coordination', 'Expense Reports'],
  ],
  ['Apprentice Electrician', 'Electrician', ['Electrical Wiring', 'Blueprint Reading', 'Troubleshooting']],
  ['HVAC tech', 'HVAC Technician', ['HVAC Installation', 'Ductwork', 'Troubleshooting']],
  ['Lead Data Scientist', 'Data Scientist', ['Python', 'Machine Learning', 'Statistics']],
  ['Graphic Desinger', 'Graphic Designer', ['Adobe Photoshop', 'Typography', 'Branding']],
  [
    'Elementry school teacher',
    'Elementary School Teacher',
    ['Lesson Planning', 'Classroom Management', 'Literacy Instruction'],
  ],
  ['Asst Store Mgr', 'Store Manager', ['Store Operations', 'Inventory Management', 'Staff Scheduling']],
  ['CDL Truck Driver', 'Truck Driver', ['Route Planning', 'Vehicle Inspection', 'DOT Regulations']],
  ['Bookeeper', 'Bookkeeper', ['QuickBooks', 'Bank Reconciliation', 'Invoicing']],
  ['Dental hygenist', 'Dental Hygienist', ['Teeth Cleaning', 'Periodontal Charting', 'Dental X-Rays']],
  ['full-stack web developer', 'Full-Stack Developer', ['TypeScript', 'Node.js', 'React']],
  ['Project Mgr', 'Project Manager', ['Risk Management', 'Stakeholder Management', 'Budget Management']],
  ['Waitress', 'Server', ['Order Taking', 'POS Systems', 'Menu Knowledge']],
  ['Principal DevOps Eng', 'DevOps Engineer', ['Docker', 'Kubernetes', 'Terraform']],
  ['QA tester', 'QA Engineer', ['Test Automation', 'Selenium', 'Regression Testing']],
];

describe('the occupations data', () => {
  it('has at least 150 occupations across the required fields, each with 10 hard and 5 soft skills', () => {
    expect(occupationData.version).toMatch(/\d/);
    expect(occupationData.occupations.length).toBeGreaterThanOrEqual(150);
    const fields = new Set(occupationData.occupations.map((o) => o.field));
    for (const field of [
      'software',
      'data',
      'design',
      'marketing',
      'sales',
      'finance',
      'healthcare',
      'education',
      'hospitality',
      'retail',
      'logistics',
      'trades',
      'administration',
      'legal',
      'hr',
      'customer-service',
    ]) {
      expect(fields).toContain(field);
    }
    for (const occupation of occupationData.occupations) {
      expect(occupation.hard.length, occupation.title).toBeGreaterThanOrEqual(10);
      expect(occupation.soft.length, occupation.title).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('matching job titles', () => {
  it.each(TITLES)('%s -> %s', (title, occupation, skills) => {
    const input = profile({ personalDetails: { jobTitle: title } });
    expect(matchOccupations(input)[0]?.occupation.title).toBe(occupation);
    const suggestions = suggestSkills(input);
    expect(suggestions.length).toBeGreaterThanOrEqual(MIN_SKILLS);
    expect(suggestions.length).toBeLessThanOrEqual(MAX_SKILLS);
    for (const skill of skills) expect(suggestions.slice(0, 8)).toContain(skill);
  });
});

describe('suggestSkills', () => {
  it('leaves out skills the resume has, case-insensitively, and has no duplicates', () => {
    const input = profile({
      personalDetails: { jobTitle: 'Frontend Developer' },
      skills: [{ name: 'javascript' }, { name: 'REACT' }, 'typescript'],
    });
    const suggestions = suggestSkills(input);
    const lower = suggestions.map((s) => s.toLowerCase());
    expect(lower).not.toContain('javascript');
    expect(lower).not.toContain('react');
    expect(lower).not.toContain('typescript');
    expect(new Set(lower).size).toBe(lower.length);
    expect(suggestions.length).toBeGreaterThanOrEqual(MIN_SKILLS);
  });

  it('uses past job titles and description words when there is no current title', () => {
    const input = profile({
      experience: [
        { jobTitle: 'Line cook', description: '<ul><li>prepped food, kept knife skills sharp</li></ul>' },
      ],
    });
    expect(matchOccupations(input)[0]?.occupation.title).toBe('Line Cook');
    expect(suggestSkills(input)[0]).toBe('Knife Skills');
  });

  it('puts skills named in the descriptions first', () => {
    const input = profile({
      personalDetails: { jobTitle: 'Data Analyst' },
      experience: [{ jobTitle: 'Data Analyst', bullets: ['Built Power BI dashboards'] }],
    });
    expect(suggestSkills(input).slice(0, 2)).toEqual(['Power BI', 'Dashboards']);
  });

  it('suggests nothing for an empty profile and only a few generic skills for an unknown title', () => {
    expect(suggestSkills(profile({}))).toEqual([]);
    const unknown = suggestSkills(profile({ personalDetails: { jobTitle: 'Zxqv' } }));
    expect(unknown).toEqual(GENERIC_SKILLS);
    expect(unknown.length).toBeLessThan(MIN_SKILLS);
  });

  it('is deterministic', () => {
    const input = profile({ personalDetails: { jobTitle: 'Sr. Frontend Dev' } });
    expect(suggestSkills(input)).toEqual(suggestSkills(input));
  });
});

/** Every hard skill of the named occupation, for asserting that none of another field's skills is suggested. */
function hardSkillsOf(title: string): string[] {
  const occupation = occupationData.occupations.find((o) => o.title === title);
  if (!occupation) throw new Error(`no occupation ${title}`);
  return occupation.hard;
}

describe('uncommon titles (issue 13)', () => {
  it("Grace Hopper's resume gets her own field's words, not real estate", () => {
    const input = profile({
      personalDetails: { jobTitle: 'Rear Admiral Engineer' },
      experience: [
        {
          jobTitle: 'Senior Mathematician',
          description: '<p>Built the A-0 compiler and led the UNIVAC programming team</p>',
        },
      ],
      education: [{ degree: 'Ph.D.', field: 'Mathematics' }],
    });
    expect(matchOccupations(input).filter((m) => m.score >= CONFIDENT_OCCUPATION_SCORE)).toEqual([]);
    const suggestions = suggestSkills(input);
    expect(suggestions.slice(0, 4)).toEqual(['Programming', 'Compilers', 'Mathematics', 'Team Leadership']);
    for (const skill of hardSkillsOf('Real Estate Agent')) expect(suggestions).not.toContain(skill);
    for (const skill of suggestions.slice(4)) expect(GENERIC_SKILLS).toContain(skill);
  });

  /** [title, an occupation a word of it resembles, whose skills must not be suggested]. */
  const LOOKALIKES: [string, string][] = [
    ['Zookeeper', 'Bookkeeper'],
    ['Physicist', 'Physician'],
    ['Court Jester', 'QA Engineer'],
    ['Marine Biologist', 'Bartender'],
    ['Chief Happiness Officer', 'Chief Executive Officer'],
    ['Army Officer', 'Compliance Officer'],
    ['Ethical Hacker', 'Growth Marketer'],
    ['Lighthouse Keeper', 'Bookkeeper'],
  ];
  it.each(LOOKALIKES)('%s is not taken for %s', (title, lookalike) => {
    const input = profile({ personalDetails: { jobTitle: title } });
    const confident = matchOccupations(input).filter((m) => m.score >= CONFIDENT_OCCUPATION_SCORE);
    expect(confident.map((m) => m.occupation.title)).not.toContain(lookalike);
    const suggestions = suggestSkills(input);
    for (const skill of hardSkillsOf(lookalike)) expect(suggestions).not.toContain(skill);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('names what the resume itself says for titles no occupation fits', () => {
    const keeper = suggestSkills(
      profile({
        personalDetails: { jobTitle: 'Lighthouse Keeper' },
        experience: [
          { jobTitle: 'Keeper', bullets: ['Logged passing ships', 'Repaired the foghorn in storms'] },
        ],
      }),
    );
    expect(keeper.slice(0, 2)).toEqual(['Maintenance', 'Record Keeping']);

    const astronaut = suggestSkills(
      profile({
        personalDetails: { jobTitle: 'Astronaut' },
        experience: [{ jobTitle: 'Mission Specialist', bullets: ['Ran experiments in microgravity'] }],
        education: [{ degree: 'MSc', field: 'Aerospace Engineering' }],
      }),
    );
    expect(astronaut.slice(0, 2)).toEqual(['Research', 'Aerospace Engineering']);
    // The field of study already says it: no bare 'Engineering' beside it.
    expect(astronaut).not.toContain('Engineering');

    // A skill picked from the suggestions is stored as shown: a field of study typed in lower case is
    // suggested in title case, and one the user capitalised their own way is kept as typed.
    const studied = ownWordSkills(
      profile({
        education: [
          { degree: 'BSc', field: 'marine biology' },
          { degree: 'MA', field: 'eTextiles' },
        ],
      }),
    );
    expect(studied).toContain('Marine Biology');
    expect(studied).not.toContain('marine biology');
    expect(studied).toContain('eTextiles');

    const beekeeper = suggestSkills(
      profile({
        personalDetails: { jobTitle: 'Beekeeper' },
        experience: [{ jobTitle: 'Apiarist', bullets: ['Kept 60 hives healthy through two droughts'] }],
      }),
    );
    expect(beekeeper[0]).toBe('Animal Care');
  });

  it('still uses a weakly matched occupation for the skills the resume names', () => {
    const input = profile({
      personalDetails: { jobTitle: 'Chief Happiness Officer' },
      experience: [{ jobTitle: 'Culture Lead', bullets: ['Ran onboarding for 40 new hires a year'] }],
    });
    const suggestions = suggestSkills(input);
    expect(suggestions[0]).toBe('Onboarding');
    expect(suggestions).not.toContain('Benefits Administration');
  });

  it('an odd word beside a known title keeps the match when the past titles agree', () => {
    const input = profile({
      personalDetails: { jobTitle: 'Rockstar Nurse' },
      experience: [{ jobTitle: 'Registered Nurse' }],
    });
    expect(matchOccupations(input)[0]?.occupation.title).toBe('Registered Nurse');
    expect(suggestSkills(input).slice(0, 8)).toContain('Patient Assessment');
  });
});

describe('the words a profile is read by', () => {
  it('are the ones the resume shows: a plain list hidden by the description is not read', () => {
    const job = { jobTitle: 'Analyst', description: '<p>Ran the monthly payroll</p>' };
    const hidden = ownWordSkills(
      profile({ experience: [{ ...job, bullets: ['Built Machine Learning models'] }] }),
    );
    const shown = ownWordSkills(
      profile({ experience: [{ ...job, description: '', bullets: ['Built Machine Learning models'] }] }),
    );
    expect(shown).toContain('Machine Learning');
    expect(hidden).not.toContain('Machine Learning');
  });
});
