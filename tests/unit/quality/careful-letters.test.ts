import { describe, expect, it } from 'vitest';
import { checkLetter, type LetterContext, sentencesOf } from '../../../bench/quality/letter-rules';
import {
  COVER_LETTER_TONES,
  type GenerateCoverLetterRequest,
  generateCoverLetterRequestSchema,
} from '../../../src/domain/cover-letter-generation-api';
import { employerFromAd } from '../../../src/server/analysis/cover-letter/employer-from-ad';
import { writeCoverLetter } from '../../../src/server/analysis/cover-letter/write-cover-letter';

/**
 * Issue 31 item 5, "letters a careful reader would send", on resumes and ads written here (not the quality
 * set): each rule of bench/quality/letter-rules.ts held by the built-in writer, for every tone and a few
 * variants.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const VARIANTS = [0, 1, 2, 3];

type Resume = GenerateCoverLetterRequest['resume'];

const NURSE: Resume = {
  personalDetails: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'Registered Nurse' },
  experience: [
    {
      jobTitle: 'Registered Nurse',
      company: 'Harbor View Hospital',
      current: true,
      startDate: '2021-03',
      bullets: [
        'Wound care and drain management for post op patients',
        'Chart review and shift audits; train new nurses on the telemetry monitors',
        'Care for 5 adult patients per shift on a 30 bed surgical unit',
        'Teach patients and families about new medications before discharge',
      ],
    },
    {
      jobTitle: 'Nursing Assistant',
      company: 'Elm Court Care Home',
      startDate: '2018-01',
      endDate: '2021-02',
      bullets: [
        'Help 10 residents per shift with meals, mobility and bathing',
        'Take vital signs and report changes in condition to the charge nurse',
      ],
    },
  ],
  education: [
    {
      institution: 'Northgate University',
      degree: 'Bachelor of Science in Nursing',
      field: 'Nursing',
      endDate: '2020-05',
    },
  ],
  skills: [{ name: 'Patient assessment' }, { name: 'Wound care' }, { name: 'IV therapy' }, { name: 'Epic' }],
};

/** An ad with no company line: the employer names itself in the text. */
const NURSE_AD = `Registered Nurse - Surgical Unit

Pine Hollow Medical Center is a 220-bed community hospital serving the river valley.

What you will do
- Patient assessment and care planning for surgical patients
- Wound care, IV therapy and medication administration
- Chart in Epic and teach patients before discharge

Requirements
- Current RN license and BLS
- Two years of acute care experience`;

const BOOKKEEPING_AD = `Staff Accountant

About Brightwater Supply Co.
We distribute plumbing parts across three states.

Responsibilities
- Month-end close, journal entries and account reconciliations
- Accounts payable and accounts receivable in QuickBooks
- Prepare financial statements under GAAP
- Build reports in Excel (pivot tables, VLOOKUP)

Requirements
- Bachelor's degree in Accounting
- 2+ years of accounting experience, CPA a plus`;

const write = (request: GenerateCoverLetterRequest) =>
  writeCoverLetter(generateCoverLetterRequestSchema.parse(request), NOW);

const bulletsOf = (resume: Resume) =>
  (resume.experience ?? []).flatMap((job) => (job.bullets ?? []).filter((b): b is string => Boolean(b)));

function letters(resume: Resume, jobDescription: string, jobTitle: string, company = '') {
  return COVER_LETTER_TONES.flatMap((tone) =>
    VARIANTS.map((variant) => ({
      tone,
      variant,
      paragraphs: write({ resume, jobDescription, jobTitle, company, tone, variant }),
    })),
  );
}

function failures(paragraphs: string[], context: LetterContext, rule: string) {
  return checkLetter(paragraphs, context).filter((v) => v.rule === rule && !v.pass);
}

const NURSE_CONTEXT: LetterContext = {
  resumeBullets: bulletsOf(NURSE),
  employer: 'Pine Hollow Medical Center',
  otherField: false,
  degree: ['Bachelor of Science', 'bachelor', 'degree'],
  field: ['Nursing'],
  names: ['Registered Nurse', 'Nursing Assistant', 'Harbor View Hospital', 'Elm Court Care Home'],
};

describe('letters a careful reader would send (issue 31 item 5)', () => {
  const nurseLetters = letters(NURSE, NURSE_AD, 'Registered Nurse');

  it('closes in at most three sentences', () => {
    for (const { paragraphs } of nurseLetters) {
      expect(sentencesOf(paragraphs[paragraphs.length - 1] ?? '').length).toBeLessThanOrEqual(3);
    }
  });

  it('says no sentence twice', () => {
    for (const { paragraphs } of nurseLetters) {
      expect(failures(paragraphs, NURSE_CONTEXT, 'no sentence twice')).toEqual([]);
    }
  });

  it('never pastes a bullet: a bullet becomes a first-person clause or is left out', () => {
    for (const { paragraphs } of nurseLetters) {
      const letter = paragraphs.join('\n\n');
      expect(failures(paragraphs, NURSE_CONTEXT, 'no pasted bullet')).toEqual([]);
      // A bullet without a verb ('Wound care and drain management ...') is not said at all.
      expect(letter).not.toContain('drain management');
    }
    const all = nurseLetters.map((l) => l.paragraphs.join(' ')).join(' ');
    // The part of a two-idea bullet that opens with a verb is said as a clause, in the present for the
    // current job; a past job's bullets are in the past tense.
    expect(all).toMatch(/I train new nurses on the telemetry monitors/);
    expect(all).toMatch(/I (helped 10 residents|took vital signs)/);
  });

  it('does not paste a bullet typed in lower case or in the first person', () => {
    const resume: Resume = {
      experience: [
        {
          jobTitle: 'Store Supervisor',
          company: 'Northline Hardware',
          startDate: '2019-01',
          endDate: '2024-06',
          bullets: [
            'reduced stock shrinkage by 18% over two years with weekly cycle counts',
            'I trained 7 new cashiers on the till and returns desk',
            'handled supplier orders incl. seasonal stock for the garden centre',
            'Scheduled 14 staff across two shifts every week',
          ],
        },
      ],
    };
    const context: LetterContext = { ...NURSE_CONTEXT, resumeBullets: bulletsOf(resume), names: [] };
    for (const { paragraphs } of letters(resume, NURSE_AD, 'Store Manager')) {
      expect(failures(paragraphs, context, 'no pasted bullet')).toEqual([]);
    }
    const all = letters(resume, NURSE_AD, 'Store Manager')
      .map((l) => l.paragraphs.join(' '))
      .join(' ');
    // Shorthand spelled out turns the note into the writer's clause; the others are left out, not pasted.
    expect(all).toContain('I handled supplier orders including seasonal stock');
    expect(all).toContain('I scheduled 14 staff across two shifts');
  });

  it('names the degree and its field once', () => {
    for (const { paragraphs } of nurseLetters) {
      const letter = paragraphs.join(' ');
      expect(letter).not.toMatch(/in Nursing in Nursing/);
      expect(failures(paragraphs, NURSE_CONTEXT, 'degree and field once')).toEqual([]);
    }
    expect(nurseLetters.map((l) => l.paragraphs.join(' ')).join(' ')).toContain(
      'Bachelor of Science in Nursing from Northgate University',
    );
  });

  it('takes the employer from the ad when no company is given', () => {
    for (const { paragraphs } of nurseLetters) {
      expect(failures(paragraphs, NURSE_CONTEXT, 'employer named')).toEqual([]);
    }
  });

  it('writes without a name, not a stand-in, when neither the request nor the ad names the employer', () => {
    const ad = NURSE_AD.replace(/^Pine Hollow.*$/m, 'We are a 220-bed community hospital.');
    for (const { paragraphs } of letters(NURSE, ad, 'Registered Nurse')) {
      const letter = paragraphs.join(' ');
      expect(letter).not.toMatch(/Pine Hollow|\{company\}|your company|the company name|undefined/);
    }
  });

  it('says honestly that a resume is from another field and leads with what carries over', () => {
    const context: LetterContext = {
      ...NURSE_CONTEXT,
      employer: 'Brightwater Supply Co',
      otherField: true,
    };
    for (const { paragraphs } of letters(NURSE, BOOKKEEPING_AD, 'Staff Accountant')) {
      const letter = paragraphs.join(' ');
      const broken = checkLetter(paragraphs, context).filter((v) => !v.pass);
      expect(broken).toEqual([]);
      // Never claims the ad's skills the resume does not show: named at all, they are what it would learn.
      const claims = sentencesOf(letter).filter(
        (s) =>
          /QuickBooks|GAAP|Excel|reconciliation|journal entries/i.test(s) &&
          !/\b(build|learn|grow)\b/.test(s),
      );
      expect(claims).toEqual([]);
      expect(letter).not.toMatch(/my experience covers|match(es)? (the|my) experience/i);
    }
  });

  it("does not call a resume of the ad's own field another field", () => {
    for (const { paragraphs } of nurseLetters) {
      expect(paragraphs.join(' ')).not.toMatch(/another field/);
    }
  });

  it('keeps every tone at 180-400 words', () => {
    for (const { paragraphs } of nurseLetters) {
      expect(failures(paragraphs, NURSE_CONTEXT, '180-400 words')).toEqual([]);
    }
  });
});

describe('the employer an ad names for itself', () => {
  it.each([
    ['About Fernway Books\nWe sell used books.', 'Fernway Books'],
    ['Quarry Lane Dental is hiring a hygienist!', 'Quarry Lane Dental'],
    ['Join Tallgrass Energy as a field technician.', 'Tallgrass Energy'],
    ['At Kestrel & Vine, we cook with the seasons.', 'Kestrel & Vine'],
    ['Line cook wanted. Marlow Tavern is a 90-seat pub in the old mill.', 'Marlow Tavern'],
    ['Osprey Freight (regional LTL carrier) is looking for drivers.', 'Osprey Freight'],
    ['The Larkspur Hotel — a boutique stay downtown — is seeking a night auditor.', 'The Larkspur Hotel'],
    ['Greenleaf Clinic · Dayton, OH\nMedical assistant, full time.', 'Greenleaf Clinic'],
    ['CEDAR POINT BISTRO is hiring cooks!', 'Cedar Point Bistro'],
  ])('%s -> %s', (ad, name) => {
    expect(employerFromAd(ad)).toBe(name);
  });

  it('names the employer as fully as the ad does', () => {
    const ad = 'At Ridgeway, we build homes.\nRidgeway Custom Builders LLC is an equal opportunity employer.';
    expect(employerFromAd(ad)).toBe('Ridgeway Custom Builders LLC');
    // Words that open a sentence do not lengthen a name.
    expect(employerFromAd('Join Ridgeway as a framer. Ridgeway The company was founded in 1990.')).toBe(
      'Ridgeway',
    );
  });

  it('finds none in an ad that names nobody', () => {
    expect(
      employerFromAd('We are hiring a line cook. The role is a full-time position. Join our team!'),
    ).toBe('');
    expect(
      employerFromAd('About the role\nAbout you\nThe Registered Nurse is a key member.', 'Registered Nurse'),
    ).toBe('');
  });
});
