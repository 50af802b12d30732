import { describe, expect, it } from 'vitest';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { pastTense, verbBase } from './action-verbs';
import { objectReadings, objectVerb } from './choose-verb';
import { cleanTokens, detokenize, tokenize } from './clean-words';
import { openingVerb } from './language/english';
import { splitNotes } from './split-notes';
import { writeBullets } from './write-bullets';

/**
 * The abbreviation lexicon (data/workplace-shorthand.ts) and the rules that read it, each on phrases of its own
 * kind from several fields; the quality sets are not used here.
 */

const clean = (text: string, jobTitle = '') => detokenize(cleanTokens(tokenize(text), { jobTitle }));
const write = (notes: string, current = true, jobTitle = 'Associate') =>
  writeBullets(
    generateBulletsRequestSchema.parse({
      job_title: jobTitle,
      draft_bullets: [notes],
      is_current_role: current,
    }),
  );

describe('workplace shorthand written out', () => {
  it('writes out shorthand words and phrases', () => {
    expect(clean('ran doc review for 3 matters')).toBe('ran document review for 3 matters');
    expect(clean('compared actuals vs budget')).toBe('compared actuals versus budget');
    expect(clean('did load calcs for the new wing')).toContain('load calculations');
    expect(clean('updated configs in 4 envs')).toBe('updated configurations in 4 environments');
    expect(clean('weekly mtgs with ops')).toBe('weekly meetings with operations');
  });

  it('writes a count-neutral shorthand as one or many by what stands before it', () => {
    expect(clean('verify 300+ rx a day')).toBe('verify 300+ prescriptions a day');
    expect(clean('flagged a rx for the doctor')).toBe('flagged a prescription for the doctor');
    expect(clean('charted every dx')).toBe('charted every diagnosis');
    expect(clean('led the team for 6 mos')).toBe('led the team for 6 months');
  });

  it('writes a figure per period with its period in words and keeps the figure', () => {
    expect(clean('managed 1.2m/mo in ad spend')).toBe('managed 1.2M per month in ad spend');
    expect(clean('closed $50k/yr deals')).toBe('closed $50K per year deals');
    expect(clean('shipped 40/day')).toBe('shipped 40 per day');
    // A ratio that is no period stays as typed.
    expect(clean('kept a 24/7 line')).toBe('kept a 24/7 line');
  });

  it('leaves words that are not shorthand alone', () => {
    expect(clean('install furnaces and prep the site')).toBe('install furnaces and prep the site');
    expect(clean('wrote docs for the api')).toContain('documentation');
  });
});

describe('acronyms and public programmes as they are written', () => {
  it('raises acronyms of several fields', () => {
    expect(clean('manage fmla and ada leaves')).toBe('manage FMLA and ADA leaves');
    expect(clean('ran qc on every batch per the sop')).toBe('ran QC on every batch per the SOP');
    expect(clean('cut cac and grew ltv at 3x roas')).toBe('cut CAC and grew LTV at 3x ROAS');
    expect(clean('gave covid tests')).toBe('gave COVID tests');
  });

  it('reads a plural with a lower-case s from the singular', () => {
    expect(clean('placed patients in snfs')).toBe('placed patients in SNFs');
    expect(clean('booked mqls for the sdrs')).toBe('booked MQLs for the SDRs');
  });

  it('leaves everyday words that are also acronyms in lower case', () => {
    expect(clean('fixed it or replaced the dot matrix printer')).toBe(
      'fixed it or replaced the dot matrix printer',
    );
    expect(clean('planted a snap pea garden')).toBe('planted a snap pea garden');
  });

  it('names public programmes with their capitals, also where a bullet opens on them', () => {
    expect(clean('helped families apply for medicaid and medicare')).toBe(
      'helped families apply for Medicaid and Medicare',
    );
    expect(write('medicaid applications for 40 families')[0]).toContain('Medicaid applications');
  });

  it('does not re-case a tool its maker writes in lower case', () => {
    expect(write('wrote dbt models for claims reporting', false)[0]).toContain('dbt models');
  });
});

describe('compounds with a hyphen', () => {
  it('joins nouns typed apart', () => {
    expect(clean('installed mini splits and ran check ins')).toBe('installed mini-splits and ran check-ins');
  });

  it('joins a two-word verb where a verb stands, in the tense of the role', () => {
    expect(write('cite check briefs in westlaw')[0]).toMatch(/^Cite-check briefs/);
    expect(write('co lead the design review for 3 launches', false)[0]).toMatch(/^Co-led the design review/);
    expect(verbBase('fact-checked')).toBe('fact-check');
    expect(pastTense('co-teach')).toBe('co-taught');
  });

  it('leaves the same words alone where they are a noun', () => {
    expect(write('did test drives with customers', false)[0]).toContain('test drives');
  });
});

describe('designators', () => {
  it('raises a letter that names one of a kind', () => {
    expect(clean('gave vitamin d to residents')).toBe('gave vitamin D to residents');
    expect(clean('screened for hepatitis b')).toBe('screened for hepatitis B');
  });

  it('titles a part of a document or standard with its letter', () => {
    expect(clean('ran manual j load calcs')).toBe('ran Manual J load calculations');
    expect(clean('filed schedule c returns')).toBe('filed Schedule C returns');
    expect(clean('trained staff on title ix')).toBe('trained staff on Title IX');
    expect(write('manual j calcs for 12 homes', false)[0]).toContain('Manual J');
  });

  it('reads "a" as the article unless it ends the phrase', () => {
    expect(clean('chose a plan a client liked')).toBe('chose a plan a client liked');
    expect(clean('built a unit a family could afford')).toBe('built a unit a family could afford');
    expect(clean('drove under a class a')).toBe('drove under a Class A');
  });
});

describe('the verb an object calls for', () => {
  it('reads the object only inside its noun phrase', () => {
    expect(objectReadings('qc every shift')).toEqual(['qc every shift', 'qc every shift']);
    expect(objectReadings('flu and covid shots')).toContain('shots');
    expect(objectVerb('qc every shift')).toBe('perform');
    expect(objectVerb('staff reports for the team')).toBe('prepare');
  });

  it('gives "did" the verb of what was done', () => {
    expect(write('did qc every shift', false)[0]).toBe('Performed QC every shift');
    expect(write('did calibrations on the scales', false)[0]).toMatch(/^Performed calibrations/);
  });

  it('finds the head behind modifiers for a phrase rule, and words a shot as what it is', () => {
    expect(write('give flu and covid shots')[0]).toBe('Administer flu and COVID vaccines');
    expect(write('gave b12 shots to clinic patients', false)[0]).toBe(
      'Administered b12 injections to clinic patients',
    );
    expect(write('give shingles shots')[0]).toBe('Administer shingles vaccines');
  });

  it('says "set up" by what was set up', () => {
    expect(write('set up discharge plans for new admits', false)[0]).toMatch(/^Arranged discharge plans/);
    expect(write('set up new laptops for 30 hires', false)[0]).toMatch(/^Configured new laptops/);
  });

  it('keeps "keep ... up to date" as typed when the object is named or singled out', () => {
    expect(write('keep workday up to date')[0]).toBe('Keep Workday up to date');
    expect(write('keep the design system up to date')[0]).toBe('Keep the design system up to date');
  });
});

describe('verbs the tables do not know, read by the English model', () => {
  it('reads the first word as a verb with the subject put back', () => {
    expect(openingVerb('fit beams and columns from shop drawings')).toBe('fit');
    expect(openingVerb('welding on structural steel')).toBeUndefined();
    expect(openingVerb('customer complaints')).toBeUndefined();
  });

  it('splits a note where such a verb opens a clause, and opens the bullet with it', () => {
    const notes = 'mig welding on structural steel, fit beams and columns from shop drawings, ran the crane';
    expect(splitNotes([notes])).toHaveLength(3);
    const bullets = write(notes, false, 'Structural Welder');
    expect(bullets).toHaveLength(3);
    expect(bullets[1]).toBe('Fitted beams and columns from shop drawings');
  });

  it('keeps a list of nouns together', () => {
    expect(splitNotes(['processed invoices, payroll and the close'])).toHaveLength(1);
  });
});
