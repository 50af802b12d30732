import { describe, expect, it } from 'vitest';
import {
  englishCodas,
  englishOnsets,
  languageNames,
  ordinaryNameKeys,
  properWords,
  shortWordKeys,
} from '../../scripts/written-names-data';
import { ENGLISH_CODAS, ENGLISH_ONSETS, SHORT_WORDS } from '../../src/server/analysis/data/short-words';
import {
  LANGUAGE_NAMES,
  ORDINARY_NAME_KEYS,
  PROPER_WORDS,
} from '../../src/server/analysis/data/written-names';

describe('names decided from real language data (WordNet, Linguist)', () => {
  it('the committed file is what `npm run language-data` writes from the packages', () => {
    expect({ LANGUAGE_NAMES, ORDINARY_NAME_KEYS, PROPER_WORDS }).toEqual({
      LANGUAGE_NAMES: languageNames(),
      ORDINARY_NAME_KEYS: ordinaryNameKeys(),
      PROPER_WORDS: Object.values(properWords()),
    });
  });

  it('the committed short words are what `npm run language-data` writes from WordNet', () => {
    expect(SHORT_WORDS.split(' ')).toEqual(shortWordKeys());
    expect(ENGLISH_ONSETS.split(' ')).toEqual(englishOnsets());
    expect(ENGLISH_CODAS.split(' ')).toEqual(englishCodas());
  });

  it('takes languages as Linguist writes them and words as WordNet knows them', () => {
    expect(LANGUAGE_NAMES).toEqual(
      expect.arrayContaining(['JavaScript', 'PowerShell', 'COBOL', 'YAML', 'Go']),
    );
    expect(LANGUAGE_NAMES).not.toContain('Sage');
    expect(ORDINARY_NAME_KEYS).toEqual(expect.arrayContaining(['ace', 'epic', 'windows', 'r']));
    expect(ORDINARY_NAME_KEYS).not.toContain('clio');
    expect(PROPER_WORDS).toEqual(
      expect.arrayContaining(['Texas', 'Friday', 'OSHA', 'New York', 'CVA', 'CPA']),
    );
    expect(PROPER_WORDS).not.toEqual(expect.arrayContaining(['LED']));
  });
});
