import { describe, expect, it } from 'vitest';
import { readWords } from '../language/english';
import { rareWords } from './ad-rare-words';

const rare = (text: string) => rareWords(readWords(text)).map((c) => c.label);

describe('rareWords: the trade words no lexicon of general English holds', () => {
  it('finds them in lists and as what the work is done with', () => {
    expect(
      rare('Monitor coagulation, flocculation and filtration; calibrate the turbidimeter weekly.'),
    ).toContain('turbidimeter');
    expect(rare('You verify jobs with the lensometer and take measurements with a pupillometer.')).toEqual([
      'lensometer',
      'pupillometer',
    ]);
  });

  it('leaves out misspellings, people, adjectives the tagger took for nouns, and words that qualify a noun', () => {
    expect(rare('You will recieve training, meet hospitalists and take intraoral images.')).toEqual([]);
    expect(rare('A caseload cap of 50 students is in the contract.')).toEqual([]);
  });
});
