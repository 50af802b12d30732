import { describe, expect, it } from 'vitest';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { pastTense, verbBase } from './action-verbs';
import { BULLET_MAX_CHARS, refreshBullet, rewriteNote, writeBullets } from './write-bullets';

/** Rough notes as people type them, from varied jobs: [job title, notes, is current role, expected bullet count]. */
const CASES: [string, string, boolean, number][] = [
  [
    'Payroll Clerk',
    'responsible for managing the weekly payroll for 45 staff; helped with onboarding new hires',
    false,
    2,
  ],
  [
    'Front-End Developer',
    '- wrote react components for checkout page\n- fixed bugs in the payment api\n- did code reviews',
    true,
    3,
  ],
  [
    'Social Media Manager',
    'i was in charge of various social media campaigns that grew followers by 30%',
    false,
    1,
  ],
  ['Customer Service Rep', 'handled customer complaints over phone and email', true, 1],
  ['Sales Analyst', 'weekly sales reports for the regional manager', false, 1],
  ['Shift Supervisor', 'managed a team of 6 cashiers and trained new hires on the POS system', true, 2],
  ['Web Designer', 'design of new homepage in Figma', false, 1],
  [
    'Nurse',
    'Worked with nurses to improve patient discharge process, reduced wait time by 20 minutes',
    false,
    2,
  ],
  ['Math Teacher', 'taught 3 classes of 30 students in algebra. graded exams and met with parents', true, 3],
  ['Retail Associate', 'helped customers find products and restocked shelves', false, 2],
  ['Warehouse Associate', 'picked and packed 200 orders per shift\nloaded trucks\nloaded trucks', false, 2],
  ['Line Cook', 'prepped vegetables and sauces before service; cleaned the grill station at close', false, 2],
  ['Accountant', 'reconciled bank accounts monthly. prepared quarterly tax filings for 12 clients', true, 2],
  ['Electrician', 'installed wiring in 15 new homes; troubleshot faulty circuits', false, 2],
  ['Recruiter', 'sourced candidates on LinkedIn, screened 40 applicants a week', true, 2],
  [
    'Data Analyst',
    '• built dashboards in Tableau\n• automated monthly reporting with Python\n• cleaned messy data',
    false,
    3,
  ],
  ['Barista', 'made coffee drinks for customers during morning rush', false, 1],
  ['Truck Driver', 'drove 500 miles a day across 3 states with zero accidents', false, 1],
  ['Paralegal', 'drafted motions and pleadings. organized case files for 3 attorneys', true, 2],
  ['Receptionist', 'answered phones, greeted visitors and scheduled appointments', false, 3],
  [
    'Marketing Coordinator',
    'tasked with organizing trade show booths; wrote newsletter copy every week',
    false,
    2,
  ],
  [
    'DevOps Engineer',
    'migrated CI pipelines to GitHub Actions cutting build time from 20 to 8 minutes',
    true,
    1,
  ],
  ['Store Manager', 'increased store sales by 12% year over year; hired and trained 10 associates', false, 2],
  ['HVAC Technician', 'repair and maintain heating systems for residential customers', true, 1],
  [
    'Teaching Assistant',
    'assisted with grading and lesson prep, basically doing lots of stuff for the teacher',
    false,
    1,
  ],
  ['Bookkeeper', 'invoices, payroll and month end close for a small firm', false, 1],
  [
    'Software Engineer',
    '1. designed REST API for billing\n2. wrote unit tests\n3. mentored 2 junior developers',
    true,
    3,
  ],
  [
    'Caregiver',
    'provided personal care to 4 elderly clients; prepared meals; gave medication reminders',
    false,
    3,
  ],
  ['Event Planner', 'planned 25 weddings and corporate events with budgets up to $50,000', false, 1],
  ['Project Manager', 'led the rollout of a new CRM for 300 users across 4 offices', true, 1],
  [
    'Research Assistant',
    'ran experiments, collected data, analysed results; wrote weekly lab reports',
    false,
    4,
  ],
  ['Many notes', 'a\nb one two\nc one two\nd one two\ne one two\nf one two\ng one two\nh one two', false, 6],
];

const FILLER = /\b(responsible for|helped with|various)\b/i;

function numbersIn(text: string): string[] {
  return text.match(/\d[\d,.]*/g)?.map((n) => n.replace(/[.,]$/, '')) ?? [];
}

describe('writeBullets on rough notes', () => {
  it.each(CASES)('%s', (jobTitle, notes, isCurrent, expectedCount) => {
    const input = generateBulletsRequestSchema.parse({
      job_title: jobTitle,
      draft_bullets: [notes],
      is_current_role: isCurrent,
      style_prefs: { max_bullets: 6, target_length: '1 line' },
    });
    const bullets = writeBullets(input);
    expect(bullets).toHaveLength(expectedCount);
    const keys = new Set<string>();
    for (const bullet of bullets) {
      expect(bullet.length).toBeLessThanOrEqual(BULLET_MAX_CHARS);
      expect(bullet[0]).toBe(bullet[0]?.toUpperCase());
      expect(bullet).not.toMatch(FILLER);
      const first = (bullet.split(' ')[0] ?? '').toLowerCase();
      const base = verbBase(first);
      expect(base, `"${bullet}" starts with a verb`).toBeDefined();
      expect(first).toBe(isCurrent ? base : pastTense(base ?? ''));
      for (const n of numbersIn(bullet)) expect(numbersIn(notes)).toContain(n);
      expect(bullet).not.toMatch(/\b(i|me|my|we|our)\b/i);
      keys.add(bullet.toLowerCase());
    }
    expect(keys.size).toBe(bullets.length);
  });

  it('returns at most max_bullets', () => {
    const input = generateBulletsRequestSchema.parse({
      job_title: 'Cook',
      draft_bullets: ['cooked eggs\ncleaned grill\nstocked fridge\nwashed pans'],
      style_prefs: { max_bullets: 2 },
    });
    expect(writeBullets(input)).toEqual(['Cooked eggs', 'Cleaned grill']);
  });

  it('uses the present tense for a current role and the past tense otherwise', () => {
    const notes = { job_title: 'Lead', draft_bullets: ['led a team of 5 engineers'] };
    expect(writeBullets(generateBulletsRequestSchema.parse({ ...notes, is_current_role: true }))).toEqual([
      'Lead a team of 5 engineers',
    ]);
    expect(writeBullets(generateBulletsRequestSchema.parse({ ...notes, is_current_role: false }))).toEqual([
      'Led a team of 5 engineers',
    ]);
  });

  it('cuts a long note at a word to one line', () => {
    const long = `managed ${'very long supplier negotiations and contract renewals '.repeat(5)}`;
    const [bullet = ''] = writeBullets(
      generateBulletsRequestSchema.parse({ job_title: 'Buyer', draft_bullets: [long] }),
    );
    expect(bullet.length).toBeLessThanOrEqual(BULLET_MAX_CHARS);
    expect(bullet).toMatch(/^Managed long supplier negotiations/);
    expect(bullet).not.toMatch(/\s(and|or)$/);
  });

  it('reads rich-text HTML notes', () => {
    const html = '<ul><li><p>fixed 12 bugs</p></li><li><p>wrote docs &amp; guides</p></li></ul>';
    const input = generateBulletsRequestSchema.parse({ job_title: 'Dev', draft_bullets: [html] });
    expect(writeBullets(input)).toEqual(['Fixed 12 bugs', 'Wrote documentation and guides']);
  });
});

describe('refresh', () => {
  const long =
    'Managed the social media campaigns across multiple channels, including Facebook and Instagram, which grew followers by 30%';

  it('returns exactly one bullet for each instruction', () => {
    for (const instruction of ['shorter', 'more impact', 'clearer', 'something else']) {
      const input = generateBulletsRequestSchema.parse({
        job_title: 'Marketer',
        draft_bullets: ['ignored note one', 'ignored note two'],
        style_prefs: { max_bullets: 1 },
        refresh_request: { current_bullet: long, instruction },
      });
      expect(writeBullets(input)).toHaveLength(1);
    }
  });

  it('shorter gives a shorter bullet that keeps the opening', () => {
    const shorter = refreshBullet(long, 'shorter', false);
    expect(shorter.length).toBeLessThan(long.length);
    expect(shorter).toMatch(/^Managed the social media campaigns/);
  });

  it('more impact upgrades the verb in the right tense', () => {
    expect(refreshBullet('Managed the budget of 2 stores', 'more impact', false)).toBe(
      'Led the budget of 2 stores',
    );
    expect(refreshBullet('Manage the budget of 2 stores', 'more impact', true)).toBe(
      'Lead the budget of 2 stores',
    );
  });

  it('clearer removes wordiness', () => {
    expect(
      refreshBullet('utilized Excel in order to track inventory on a daily basis', 'clearer', false),
    ).toBe('Tracked inventory daily in Excel');
  });
});

describe('the rewrite a careful editor would accept', () => {
  const write = (notes: string, isCurrent: boolean, jobTitle = 'Registered Nurse') =>
    writeBullets(
      generateBulletsRequestSchema.parse({
        job_title: jobTitle,
        draft_bullets: [notes],
        is_current_role: isCurrent,
      }),
    );

  it('splits run-on notes into one idea per bullet with a verb chosen for each phrase', () => {
    expect(
      write('took care of 6 patients per shift, gave meds, charted in epic, trained new nurses', true),
    ).toEqual([
      'Care for 6 patients per shift',
      'Administer medications',
      'Document care in Epic',
      'Train new nurses',
    ]);
    expect(
      write('took care of 6 patients per shift, gave meds, charted in epic, trained new nurses', false),
    ).toEqual([
      'Cared for 6 patients per shift',
      'Administered medications',
      'Documented care in Epic',
      'Trained new nurses',
    ]);
  });

  it("writes a name as the user wrote it elsewhere in the request, over the writer's own guess", () => {
    expect(write('designed cross sections in openroads, built corridor models in OpenRoads', false)).toEqual([
      'Designed cross sections in OpenRoads',
      'Built corridor models in OpenRoads',
    ]);
  });

  it('opens a rate nothing acts on with the level reached', () => {
    expect(write('worked coding denials in epic, 97% on quarterly audits', false)).toEqual([
      'Worked coding denials in Epic',
      'Achieved 97% on quarterly audits',
    ]);
  });

  it('reads a list after the opening verb as verbs only when its next item is a verb too', () => {
    expect(rewriteNote('edit water and sewer data in arcgis pro', true)).toBe(
      'Edit water and sewer data in ArcGIS Pro',
    );
    expect(rewriteNote('maintain water, sewer and storm layers', false)).toBe(
      'Maintained water, sewer and storm layers',
    );
    expect(rewriteNote('cut color and style hair', false)).toBe('Cut, colored and styled hair');
    expect(rewriteNote('cut, color, style and dry hair', false)).toBe('Cut, colored, styled and dried hair');
  });

  it('keeps a clause that points back with the one it belongs to, and puts every verb in the tense', () => {
    expect(
      write('fixed bugs in the checkout page and made it faster, moved stuff to react', false, 'Dev'),
    ).toEqual(['Fixed bugs in the checkout page and improved its speed', 'Migrated existing code to React']);
    expect(write('pick and packed 150 orders a shift', true, 'Picker')).toEqual([
      'Pick and pack 150 orders a shift',
    ]);
  });

  it('writes out shorthand, cases tools, fixes spelling and drops filler, pronouns and filler-only notes', () => {
    expect(
      write('did month end close; i recieved approx 40 invoices a day w/ my team', false, 'Clerk'),
    ).toEqual(['Completed the month-end close', 'Received approximately 40 invoices a day with the team']);
    expect(write('helped out with stuff\nother duties as assigned', false, 'Clerk')).toEqual([]);
    expect(write('answered calls', true, 'Agent')).toEqual(['Handle calls']);
  });
});

describe('refresh rewrites the one bullet differently, still grounded', () => {
  const bullets = [
    'Cared for 6 patients per shift',
    'Managed a team of 6 cashiers',
    'Processed weekly payroll for 45 employees',
    'Resolved customer complaints',
    'Operated forklift',
  ];
  it.each(bullets)('%s', (bullet) => {
    for (const instruction of ['shorter', 'more impact', 'clearer']) {
      const refreshed = refreshBullet(bullet, instruction, false);
      expect(refreshed.toLowerCase()).not.toBe(bullet.toLowerCase());
      expect(numbersIn(refreshed)).toEqual(numbersIn(bullet));
      const first = (refreshed.split(' ')[0] ?? '').toLowerCase();
      expect(first).toBe(pastTense(verbBase(first) ?? ''));
    }
  });
});
