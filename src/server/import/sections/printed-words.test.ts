import { describe, expect, it } from 'vitest';
import { findDateRange, normalDate } from './dates';
import { knownSectionKind } from './section-titles';

/** Files our templates print in another resume language read like English ones (issue 32). */
describe('the words our templates print in every resume language', () => {
  it('are section headings, accents and scripts included', () => {
    expect(knownSectionKind('Expérience professionnelle')).toBe('experience');
    expect(knownSectionKind('BERUFSERFAHRUNG')).toBe('experience');
    expect(knownSectionKind('Educación')).toBe('education');
    expect(knownSectionKind('Formação acadêmica')).toBe('education');
    expect(knownSectionKind('Competenze')).toBe('skills');
    expect(knownSectionKind('الخبرة المهنية')).toBe('experience');
    expect(knownSectionKind('ניסיון תעסוקתי')).toBe('experience');
    expect(knownSectionKind('Kontakt')).toBe('contact');
  });

  it('are months and "present", each language its own', () => {
    expect(normalDate('janv. 2020')).toBe('2020-01');
    expect(normalDate('März 2019')).toBe('2019-03');
    expect(normalDate('mag 2021')).toBe('2021-05');
    expect(normalDate('mrt 2018')).toBe('2018-03');
    expect(findDateRange("janv. 2020 – Aujourd'hui")).toMatchObject({ start: '2020-01', isCurrent: true });
    expect(findDateRange('mar 2021 – Presente')).toMatchObject({ start: '2021-03', isCurrent: true });
    expect(findDateRange('ene 2019 – dic 2020')).toMatchObject({ start: '2019-01', end: '2020-12' });
  });

  it('leave English dates as they were', () => {
    expect(findDateRange('Mar 2021 – Present')).toMatchObject({ start: '2021-03', isCurrent: true });
    expect(findDateRange('May 2019 - June 2020')).toMatchObject({ start: '2019-05', end: '2020-06' });
  });
});
