import { describe, expect, it } from 'vitest';
import { jobBulletTexts } from '../../../domain/job-bullets';
import { readContacts } from './contacts';
import { findDateRange, normalDate } from './dates';
import { splitEntries } from './entries';
import { readEntryHead } from './entry-pieces';
import { resumeFromLines } from './resume-from-lines';
import { knownSectionKind } from './section-titles';
import { splitSections } from './split-sections';
import { lineOf, type TextLine } from './text-line';

const line = (text: string, hints: Partial<TextLine> = {}, isBold = false): TextLine =>
  lineOf([{ text, isBold, isItalic: false }], { size: 10, ...hints });

describe('dates', () => {
  it('reads the forms resumes use, and keeps a bare year a year', () => {
    expect(normalDate('Mar 2021')).toBe('2021-03');
    expect(normalDate('September 2015')).toBe('2015-09');
    expect(normalDate('03/2018')).toBe('2018-03');
    expect(normalDate('2018-3')).toBe('2018-03');
    expect(normalDate('2016')).toBe('2016');
    expect(findDateRange('Jan 2018 – Present')).toMatchObject({ start: '2018-01', end: '', isCurrent: true });
    expect(findDateRange('January 2015 to March 2017')).toMatchObject({ start: '2015-01', end: '2017-03' });
    expect(findDateRange('Since 2020')).toMatchObject({ start: '2020', isCurrent: true });
    expect(findDateRange('ISO 27001 auditor')).toBeUndefined();
  });
});

describe('section titles', () => {
  it('knows the usual headings and the ones whose last word says the kind', () => {
    expect(knownSectionKind('WORK EXPERIENCE')).toBe('experience');
    expect(knownSectionKind('Skills & Expertise')).toBe('skills');
    expect(knownSectionKind('Teaching Experience')).toBe('experience');
    expect(knownSectionKind('Volunteer Work')).toBe('volunteering');
    expect(knownSectionKind('Northwind Cloud')).toBeUndefined();
  });

  it('splits the header from the sections; a bold job title at body size is not a heading', () => {
    const { header, sections } = splitSections([
      line('JANE DOE', { size: 20 }, true),
      line('jane@example.org'),
      line('EXPERIENCE', {}, true),
      line('Data Analyst', {}, true),
      line('Skills'),
      line('SQL, Python'),
    ]);
    expect(header.map((l) => l.text)).toEqual(['JANE DOE', 'jane@example.org']);
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['experience', 1],
      ['skills', 1],
    ]);
  });
});

describe('contacts', () => {
  it('cuts at separators, knows each piece by its form, and joins a link wrapped at the margin', () => {
    const contacts = readContacts([
      line('ada@example.com · +44 20 7946 0000 · London, United Kingdom · https://ada.example.'),
      line('com | linkedin.com/in/ada | Email: second@example.com'),
    ]);
    expect(contacts).toMatchObject({
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      location: 'London, United Kingdom',
      website: 'https://ada.example.com',
      linkedin: 'linkedin.com/in/ada',
    });
  });
});

describe('entries', () => {
  it('starts a new entry at a header after a body, and reads employer, place and dates from a header', () => {
    const entries = splitEntries([
      line('Senior Engineer, Acme Corp, Seattle, WA', {}, true),
      line('2019 - Present'),
      line('Built things', { isBullet: true }),
      line('Engineer at Beta Labs | 03/2016 – 12/2018', {}, true),
      line('Fixed things', { isBullet: true }),
    ]);
    expect(entries.map((e) => [e.header.length, e.body.length])).toEqual([
      [2, 1],
      [1, 1],
    ]);
    const first = readEntryHead(entries[0]?.header ?? []);
    expect(first.location).toBe('Seattle, WA');
    expect(first.pieces.map((p) => p.text)).toEqual(['Senior Engineer', 'Acme Corp']);
    expect(first.dates).toMatchObject({ start: '2019', isCurrent: true });
    const second = readEntryHead(entries[1]?.header ?? []);
    expect(second.pieces.map((p) => p.text)).toEqual(['Engineer', 'Beta Labs']);
    expect(second.dates).toMatchObject({ start: '2016-03', end: '2018-12' });
  });
});

describe('bullets without a glyph (issue 29 B)', () => {
  const title = (text: string, date: string, indent = 0) =>
    lineOf(
      [
        { text, isBold: true, isItalic: false },
        { text: date, isBold: false, isItalic: false },
      ],
      { size: 10, indent },
    );
  const jobsOf = (lines: TextLine[]) =>
    resumeFromLines([line('Jane Doe', { size: 20 }, true), line('EXPERIENCE', {}, true), ...lines]).resume
      .experience;

  it('reads lines set further in than the job title as its bullets, and splits "Title, Company"', () => {
    const jobs = jobsOf([
      title('Operations Manager, Greenleaf Foods', 'Mar 2019 – Present'),
      line('Portland, OR', { indent: 0 }),
      line('Run daily operations for a 180-person packing plant', { indent: 16 }),
      line('Cut overtime costs by 22% with a new shift plan', { indent: 16 }),
      title('Shift Supervisor, Cascade Bottling Company', 'Jun 2015 – Feb 2019'),
      line('Salem, OR', { indent: 0 }),
      line('Supervised 35 line workers on the night shift', { indent: 16 }),
    ]);
    expect(jobs.map((job) => [job.jobTitle, job.company, job.location])).toEqual([
      ['Operations Manager', 'Greenleaf Foods', 'Portland, OR'],
      ['Shift Supervisor', 'Cascade Bottling Company', 'Salem, OR'],
    ]);
    expect(jobs.map((job) => jobBulletTexts(job))).toEqual([
      [
        'Run daily operations for a 180-person packing plant',
        'Cut overtime costs by 22% with a new shift plan',
      ],
      ['Supervised 35 line workers on the night shift'],
    ]);
  });

  it('keeps bullets apart at each capitalised line start and joins a line that starts in lower case', () => {
    const [job] = jobsOf([
      title('Marketing Coordinator at Bluebonnet Credit Union', '2021 – Present'),
      line('Plan and send the monthly member newsletter to members', { indent: 15 }),
      line('and their families', { indent: 15 }),
      line('Raised email open rates from 18% to 31% in one year and', { indent: 15 }),
      line('kept them there', { indent: 15 }),
      line('Organise four community events a year', { indent: 15 }),
    ]);
    expect(job?.jobTitle).toBe('Marketing Coordinator');
    expect(job?.company).toBe('Bluebonnet Credit Union');
    expect(jobBulletTexts(job ?? { description: '', bullets: [] })).toEqual([
      'Plan and send the monthly member newsletter to members and their families',
      'Raised email open rates from 18% to 31% in one year and kept them there',
      'Organise four community events a year',
    ]);
  });

  it('splits "Company - Title" set in one bold run, and keeps a title whose both halves are titles', () => {
    const [first, second] = jobsOf([
      title('Greenleaf Foods - Operations Manager', 'Mar 2019 – Present'),
      line('Portland, OR', { indent: 0 }),
      line('Run daily operations', { indent: 18 }),
      line('Cut overtime by a fifth', { indent: 18 }),
      title('Solutions Architect - Associate', '2015 – 2019'),
      line('Amazon Web Services', { indent: 0 }),
    ]);
    expect([first?.jobTitle, first?.company]).toEqual(['Operations Manager', 'Greenleaf Foods']);
    expect(second?.jobTitle).toBe('Solutions Architect - Associate');
    expect(second?.company).toBe('Amazon Web Services');
  });

  it('does not take a centred plain line under a centred title for a bullet', () => {
    const [job] = jobsOf([
      title('Head Chef', '2018 – 2022', 180),
      line('The Copper Pot', { indent: 200 }),
      line('Wrote the seasonal menus and trained a kitchen team of twelve', { indent: 40 }),
    ]);
    expect(job?.company).toBe('The Copper Pot');
  });
});

describe('headings in plain capitals', () => {
  it('does not open a section at an acronym inside a list whose lines are spaced alike', () => {
    const { sections } = splitSections([
      line('Jane Doe', { size: 20 }, true),
      line('SKILLS', { gapBefore: 1.5 }, true),
      line('Lean manufacturing', { gapBefore: 0.6 }),
      line('SAP', { gapBefore: 0.36 }),
      line('Forklift certified', { gapBefore: 0.36 }),
      line('REFERENCES', { gapBefore: 1.2 }),
      line('On request', { gapBefore: 0.3 }),
    ]);
    expect(sections.map((s) => [s.title, s.lines.map((l) => l.text)])).toEqual([
      ['SKILLS', ['Lean manufacturing', 'SAP', 'Forklift certified']],
      ['REFERENCES', ['On request']],
    ]);
  });
});
