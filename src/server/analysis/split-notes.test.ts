import { describe, expect, it } from 'vitest';
import { splitNotes } from './split-notes';

describe('notes split into their ideas by the verbs the English model reads in context', () => {
  it('splits at a comma before a verb no table lists', () => {
    expect(
      splitNotes(['soldered copper lines, crimped fittings, quoted repair jobs for homeowners']),
    ).toEqual(['soldered copper lines', 'crimped fittings', 'quoted repair jobs for homeowners']);
  });

  it('keeps nouns joined by "and" together even when one of them can be a verb', () => {
    expect(splitNotes(['processed permits and use variances, drafted staff memos'])).toEqual([
      'processed permits and use variances',
      'drafted staff memos',
    ]);
  });

  it('still keeps shared verbs, lists of nouns and clauses that point back together', () => {
    expect(splitNotes(['cut, color and style hair'])).toEqual(['cut, color and style hair']);
    expect(splitNotes(['handled invoices, payroll and the close'])).toEqual([
      'handled invoices, payroll and the close',
    ]);
    expect(splitNotes(['fixed the page and made it faster'])).toEqual(['fixed the page and made it faster']);
  });

  it('keeps two words that describe one noun together: the "and" joins no clauses', () => {
    expect(splitNotes(['sold new and used cars for 3 years'])).toEqual([
      'sold new and used cars for 3 years',
    ]);
    expect(splitNotes(['ran fit sessions 3x a week for 55 knit and woven styles, drew flats'])).toEqual([
      'ran fit sessions 3x a week for 55 knit and woven styles',
      'drew flats',
    ]);
    // A phrase with its head before the 'and' ends there: the clause after it is one of its own.
    expect(splitNotes(['scheduled 60 loads and quoted carriers'])).toEqual([
      'scheduled 60 loads',
      'quoted carriers',
    ]);
  });

  it('lets a verb and its particle share the object of the verb after "and"', () => {
    expect(splitNotes(['set up and run the mills on 2nd shift, edit g code'])).toEqual([
      'set up and run the mills on 2nd shift',
      'edit g code',
    ]);
  });

  it('reads a rate and where it was reached as a record of its own, not a list item', () => {
    expect(splitNotes(['work coding denials, 97% on quarterly audits'])).toEqual([
      'work coding denials',
      '97% on quarterly audits',
    ]);
    expect(splitNotes(['managed 3 stores, 45 staff'])).toEqual(['managed 3 stores, 45 staff']);
  });
});
