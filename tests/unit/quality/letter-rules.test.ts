import { describe, expect, it } from 'vitest';
import {
  checkLetter,
  type LetterContext,
  type LetterRule,
  sentencesOf,
} from '../../../bench/quality/letter-rules';

/** The issue 31 letter rules (bench/quality/letter-rules.ts) on small hand-written letters. */

/** n different sentences (each call its own, by the topic word) of ten words each. */
const filler = (n: number, topic: string) =>
  Array.from(
    { length: n },
    (_, i) => `Note ${i + 1} on ${topic} covers patient care and steady teamwork.`,
  ).join(' ');

const CONTEXT: LetterContext = {
  resumeBullets: [
    'Care for 5-6 adult med surg and tele patients per shift on a 36 bed unit',
    'Precept new grad RNs and nursing students, 9 so far',
  ],
  employer: 'Lakeview Community Hospital',
  otherField: false,
  degree: ['Bachelor of Science', 'BSN', 'bachelor', 'degree'],
  field: ['Nursing'],
};

/** A letter that passes every rule: about 220 words, four paragraphs, a two-sentence closing. */
function goodLetter(): string[] {
  return [
    'I am applying for the Registered Nurse position at Lakeview Community Hospital. I hold a Bachelor of Science in Nursing from Alverno College and five years of bedside experience.',
    `At my current hospital I care for five or six adults on a busy telemetry unit each shift. ${filler(6, 'telemetry')}`,
    `I have also precepted nine new graduates and students, which taught me to explain clearly. ${filler(6, 'teaching')}`,
    'Thank you for your time and consideration. I would welcome the chance to talk about the role.',
  ];
}

const failures = (paragraphs: string[], context: LetterContext = CONTEXT): LetterRule[] =>
  checkLetter(paragraphs, context)
    .filter((v) => !v.pass)
    .map((v) => v.rule);

describe('letter rules', () => {
  it('passes a letter that keeps every rule', () => {
    expect(failures(goodLetter())).toEqual([]);
  });

  it('splits sentences without breaking at abbreviations and initials', () => {
    expect(sentencesOf('I studied at St. Brendan. I hold a B.S. in Biology! Do you agree? Yes.')).toEqual([
      'I studied at St. Brendan.',
      'I hold a B.S. in Biology!',
      'Do you agree?',
      'Yes.',
    ]);
  });

  it('fails a resume bullet pasted after a colon, and a bullet pasted as typed', () => {
    const colon = goodLetter();
    colon[1] = `${colon[1]} My highlights: care for 5-6 adult med surg and tele patients.`;
    expect(failures(colon)).toContain('no pasted bullet');
    const asTyped = goodLetter();
    asTyped[2] = `${asTyped[2]} Precept new grad RNs and nursing students, 9 so far.`;
    expect(failures(asTyped)).toContain('no pasted bullet');
  });

  it('allows a colon that introduces words of its own', () => {
    const letter = goodLetter();
    letter[1] = `${letter[1]} Two things matter to me: calm handovers and clear charting.`;
    expect(failures(letter)).toEqual([]);
  });

  it('fails a closing of more than three sentences', () => {
    const letter = goodLetter();
    letter[3] = 'Thank you. I look forward to it. Please call me. I am available any time.';
    expect(failures(letter)).toEqual(['closing <= 3 sentences']);
  });

  it('fails a sentence said twice, whatever its case and punctuation', () => {
    const letter = goodLetter();
    letter[2] = `${letter[2]} I would welcome the chance to talk about the role!`;
    expect(failures(letter)).toEqual(['no sentence twice']);
  });

  it('fails a degree named twice, a degree without its field, and no degree at all', () => {
    const twice = goodLetter();
    twice[2] = `${twice[2]} My BSN prepared me well.`;
    expect(failures(twice)).toEqual(['degree and field once']);
    const noField = goodLetter();
    noField[0] =
      'I am applying for the Registered Nurse position at Lakeview Community Hospital. I hold a bachelor degree.';
    expect(failures(noField)).toEqual(['degree and field once']);
    const none = goodLetter();
    none[0] =
      'I am applying for the Registered Nurse position at Lakeview Community Hospital. I have five years at the bedside.';
    expect(failures(none)).toEqual(['degree and field once']);
  });

  it('counts the field by its capitals, so a lower-case use elsewhere is not the degree again', () => {
    const letter = goodLetter();
    letter[1] = `${letter[1]} I enjoy working with nursing students.`;
    expect(failures(letter)).toEqual([]);
    letter[2] = `${letter[2]} Nursing is my calling.`;
    expect(failures(letter)).toEqual(['degree and field once']);
  });

  it('does not count the field inside a name the resume holds (a job title, an employer)', () => {
    const letter = goodLetter();
    letter[2] = `${letter[2]} As a Certified Nursing Assistant I learned patience.`;
    expect(failures(letter, { ...CONTEXT, names: ['Certified Nursing Assistant'] })).toEqual([]);
  });

  it('asks a letter from another field to say so and to lead with transferable skills', () => {
    const context = { ...CONTEXT, otherField: true };
    expect(failures(goodLetter(), context)).toEqual([
      'says it is another field',
      'leads with transferable skills',
    ]);
    const honest = goodLetter();
    honest[0] = `${honest[0]} I am moving from bedside nursing into social work, and my skills in crisis care carry over directly.`;
    expect(failures(honest, context)).toEqual([]);
    const late = goodLetter();
    late[0] = `${late[0]} I am moving from bedside nursing into social work.`;
    late[3] = 'Thank you for your time. My skills are transferable to this role.';
    expect(failures(late, context)).toEqual(['leads with transferable skills']);
  });

  it('fails a letter that does not name the employer', () => {
    const letter = goodLetter();
    letter[0] = (letter[0] as string).replace(' at Lakeview Community Hospital', ' at your hospital');
    expect(failures(letter)).toEqual(['employer named']);
  });

  it('fails a letter shorter than 180 or longer than 400 words', () => {
    const short = goodLetter();
    short[1] = 'I care for adults.';
    short[2] = 'I precept new graduates.';
    expect(failures(short)).toEqual(['180-400 words']);
    const long = goodLetter();
    long[1] = `${long[1]} ${filler(30, 'more')}`;
    expect(failures(long)).toEqual(['180-400 words']);
  });
});
