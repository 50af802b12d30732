import { describe, expect, it } from 'vitest';
import { dayFromText, statusFromText, suggestMapping } from './job-csv-mapping';

describe('suggestMapping', () => {
  it('recognises the headers of other trackers and spreadsheets without case or punctuation', () => {
    expect(
      suggestMapping(['Job Title', 'Company Name', 'Job URL', 'Stage', 'Date Applied', 'NOTES']),
    ).toEqual(['title', 'company', 'link', 'status', 'dateApplied', 'notes']);
    expect(suggestMapping(['Role', 'Employer', 'Follow-up date', 'Salary'])).toEqual([
      'title',
      'company',
      'nextStepDate',
      'ignore',
    ]);
  });

  it('gives each field to its first column only', () => {
    expect(suggestMapping(['Position', 'Role', 'Link', 'URL'])).toEqual([
      'title',
      'ignore',
      'link',
      'ignore',
    ]);
  });
});

describe('statusFromText', () => {
  it('maps statuses of other trackers to ours and answers undefined for others', () => {
    expect(statusFromText('Bookmarked')).toBe('saved');
    expect(statusFromText('  INTERVIEW ')).toBe('interviewing');
    expect(statusFromText('I Withdrew')).toBe('withdrawn');
    expect(statusFromText('Ghosted')).toBeUndefined();
  });
});

describe('dayFromText', () => {
  it('reads ISO days and dates with the month in letters, and refuses ambiguous or impossible ones', () => {
    expect(dayFromText('2026-10-02')).toBe('2026-10-02');
    expect(dayFromText('2026-10-02T09:30:00Z')).toBe('2026-10-02');
    expect(dayFromText('May 3, 2026')).toBe('2026-05-03');
    expect(dayFromText('3 May 2026')).toBe('2026-05-03');
    expect(dayFromText('03/04/2026')).toBeUndefined();
    expect(dayFromText('2026-02-30')).toBeUndefined();
    expect(dayFromText('soon')).toBeUndefined();
  });
});
