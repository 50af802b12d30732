import { describe, expect, it } from 'vitest';
import { readContacts } from './contacts';
import { findDateRange, normalDate } from './dates';
import { splitEntries } from './entries';
import { readEntryHead } from './entry-pieces';
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
