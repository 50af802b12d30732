import { describe, expect, it } from 'vitest';
import { readContacts } from './contacts';
import { splitEntries } from './entries';
import { readEntryHead } from './entry-pieces';
import { resumeFromLines } from './resume-from-lines';
import { lineOf, type TextLine, type TextRun } from './text-line';

/** Entry lines as Word files from other tools set them (issue 29 B, issue 32; the Word import set). */

const run = (text: string, style: Partial<TextRun> = {}): TextRun => ({
  text,
  isBold: false,
  isItalic: false,
  ...style,
});
const line = (runs: TextRun[], hints: Partial<TextLine> = {}) => lineOf(runs, { size: 11, ...hints });
const plain = (text: string, hints: Partial<TextLine> = {}) => line([run(text)], hints);
const resumeOf = (kind: string, lines: TextLine[]) =>
  resumeFromLines([
    line([run('Jane Doe', { isBold: true })], { size: 22 }),
    line([run(kind)], { headingLevel: 1 }),
    ...lines,
  ]).resume;

describe('a current job whose employer and place share a line with the title (issue 32)', () => {
  it("reads 'Company, City, ST — Title' (a Google Docs template: company bold, title italic) as employer, place and title", () => {
    const header = line([
      run('Acme Corp', { isBold: true }),
      run(', Austin, TX — '),
      run('Software Engineer', { isItalic: true }),
    ]);
    const head = readEntryHead([header]);
    expect(head.location).toBe('Austin, TX');
    expect(head.pieces.map((piece) => piece.text)).toEqual(['Acme Corp', 'Software Engineer']);
    const [job] = resumeOf('Experience', [
      header,
      plain('JAN 2022 - PRESENT'),
      plain('Own the payments service', { isBullet: true }),
    ]).experience;
    expect([job?.jobTitle, job?.company, job?.location, job?.current]).toEqual([
      'Software Engineer',
      'Acme Corp',
      'Austin, TX',
      true,
    ]);
  });
});

describe('schools (issue 29 B: a Word file loses a school)', () => {
  it('starts a second school at its title line set in two weights, after the first one and its date', () => {
    const school = (name: string, degree: string) =>
      line([run(name, { isBold: true }), run(' — '), run(degree, { isItalic: true })]);
    const entries = splitEntries([
      school('University of California, Berkeley', 'Bachelor of Arts in Cognitive Science'),
      plain('2017'),
      school('General Assembly', 'Certificate in User Experience Design'),
      plain('2018'),
    ]);
    expect(entries.map((entry) => entry.header.map((l) => l.text))).toEqual([
      ['University of California, Berkeley — Bachelor of Arts in Cognitive Science', '2017'],
      ['General Assembly — Certificate in User Experience Design', '2018'],
    ]);
  });

  it("keeps 'at' inside a school's name ('University of Texas at Dallas'), and still cuts 'Title at Company'", () => {
    const [school] = resumeOf('Education', [
      plain('University of Texas at Dallas — Bachelor of Science in Computer Science, 2019'),
    ]).education;
    expect([school?.institution, school?.degree, school?.field, school?.endDate]).toEqual([
      'University of Texas at Dallas',
      'Bachelor of Science',
      'Computer Science',
      '2019',
    ]);
    const head = readEntryHead([plain('Teaching Assistant at University of Chicago | 2015 - 2016')]);
    expect(head.pieces.map((piece) => piece.text)).toEqual(['Teaching Assistant', 'University of Chicago']);
  });
});

describe('contacts', () => {
  it("cuts a contact line at spaced dashes ('a@b.org — +1 617 555 0142 — Boston, MA')", () => {
    const contacts = readContacts([
      plain('sofia@example.org — +1 617 555 0142 — Boston, MA — linkedin.com/in/sofia'),
    ]);
    expect(contacts).toMatchObject({
      email: 'sofia@example.org',
      phone: '+1 617 555 0142',
      location: 'Boston, MA',
      linkedin: 'linkedin.com/in/sofia',
    });
  });
});
