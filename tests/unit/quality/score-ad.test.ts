import { describe, expect, it } from 'vitest';
import { parseAd } from '../../../bench/quality/fixtures';
import { scoreAd, termKeys } from '../../../bench/quality/score';

/** How the harness counts one ad: variants, vocabulary names, precision and boilerplate reported. */

const AD = (header: string) =>
  parseAd(
    'test/ad.txt',
    `title: Data Analyst\ncompany: Example\nfield: finance\n${header}\n---\nData Analyst\n\nRequirements:\n- Python and PostgreSQL\n- Advanced Excel\n`,
  );

describe('scoring one labelled ad', () => {
  it('parses variants and boilerplate, and marks ads in a held-out folder', () => {
    const ad = parseAd(
      'set/held-out/x.txt',
      'title: T\nhard: Westlaw|Westlaw Edge; PACER\nboilerplate: 401(k); dental\n---\nad',
    );
    expect(ad.hard).toEqual([
      { name: 'Westlaw', variants: ['Westlaw', 'Westlaw Edge'] },
      { name: 'PACER', variants: ['PACER'] },
    ]);
    expect(ad.boilerplate).toEqual(['401(k)', 'dental']);
    expect(ad.heldOut).toBe(true);
  });

  it('finds a term by any variant or by the vocabulary entry a variant names whole', () => {
    expect(termKeys({ name: 'Postgres', variants: ['Postgres'] })).toContain('postgresql');
    // A vocabulary word inside a longer variant does not stand for the whole.
    expect(termKeys({ name: 'Doctor of Pharmacy', variants: ['Doctor of Pharmacy'] })).toEqual(
      new Set(['doctor of pharmacy']),
    );
    const score = scoreAd(AD('hard: Python; Postgres; Excel|Microsoft Excel; Tableau'));
    expect(score).toMatchObject({ expected: 4, found: 3, extracted: 3, correct: 3, missed: ['Tableau'] });
  });

  it('counts an unlabelled skill against precision, and a boilerplate one as reported boilerplate', () => {
    const unlabelled = scoreAd(AD('hard: Python; Postgres'));
    expect(unlabelled).toMatchObject({
      extracted: 3,
      correct: 2,
      extra: ['Advanced Excel'],
      boilerplate: [],
    });
    const boilerplate = scoreAd(AD('hard: Python; Postgres\nboilerplate: excel; 401(k)'));
    expect(boilerplate.boilerplate).toEqual(['Advanced Excel']);
    // A labelled skill is never boilerplate, even when a boilerplate term holds its words.
    expect(scoreAd(AD('hard: Python; Postgres; Excel\nboilerplate: excel')).boilerplate).toEqual([]);
  });
});
