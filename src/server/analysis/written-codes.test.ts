import { describe, expect, it } from 'vitest';
import { cleanTokens, detokenize, tokenize } from './clean-words';
import {
  closesAsNoWord,
  isUnknownShortWord,
  opensAsNoWord,
  writtenCode,
  writtenInitials,
} from './written-codes';

const clean = (text: string) => detokenize(cleanTokens(tokenize(text), { jobTitle: '' }));

describe('names known by their shape', () => {
  it('writes model numbers and grade ranges in capitals, a closing s as the plural', () => {
    expect(writtenCode('pa-28s')).toBe('PA-28s');
    expect(writtenCode('k-5')).toBe('K-5');
    expect(writtenCode('h-1b')).toBe('H-1B');
    expect(writtenCode('crj-200')).toBe('CRJ-200');
    expect(clean('carried a caseload of 55 k-5 kids')).toBe('carried a caseload of 55 K-5 children');
    expect(clean('flew c-130s')).toBe('flew C-130s');
  });

  it('leaves words and prefixes before a figure as they are', () => {
    expect(writtenCode('mid-2019')).toBeNull();
    expect(writtenCode('pre-2008')).toBeNull();
    expect(writtenCode('top-10')).toBeNull();
    expect(writtenCode('age-65')).toBeNull();
  });

  it('tells a short token that is no English word (WordNet) from one that is, inflections included', () => {
    expect(isUnknownShortWord('seis')).toBe(true);
    expect(isUnknownShortWord('ost')).toBe(true);
    for (const word of [
      'the',
      'with',
      'dec',
      'wrote',
      'grew',
      'media',
      'codes',
      'tried',
      'teh',
      'wiht',
      'adn',
    ]) {
      expect(isUnknownShortWord(word)).toBe(false);
    }
  });

  it('writes such a token as an acronym where a name stands', () => {
    expect(clean('wrote ieps in seis')).toBe('wrote IEPs in SEIS');
    expect(clean('trained teachers on aac devices')).toBe('trained teachers on AAC devices');
    expect(clean('published scorm packages')).toBe('published SCORM packages');
    expect(clean('did takeoffs in bluebeam and ost')).toBe('did takeoffs in Bluebeam and OST');
  });

  it('leaves it anywhere else, and leaves shorthand, lower-case names and words before a figure', () => {
    expect(clean('wrote ieps for seis')).toBe('wrote IEPs for seis');
    expect(clean('ran inspections in bldg 4')).toBe('ran inspections in building 4');
    expect(clean('worked in acctg')).toBe('worked in accounting');
    expect(clean('built the admin dashboard')).toBe('built the admin dashboard');
    expect(clean('cut downtime in the first year')).toBe('cut downtime in the first year');
    expect(clean('wrote dbt models')).toBe('wrote dbt models');
  });

  it('writes a token that opens as no English word does as an acronym wherever it stands', () => {
    expect(opensAsNoWord('ncci')).toBe(true);
    expect(opensAsNoWord('tbi')).toBe(true);
    expect(opensAsNoWord('strap')).toBe(false);
    expect(opensAsNoWord('pneu')).toBe(false);
    // No vowel: a contraction as often as an acronym, left to the places.
    expect(opensAsNoWord('rpts')).toBe(false);
    expect(clean('applied modifiers and ncci edits')).toBe('applied modifiers and NCCI edits');
    // Spelt out without its 's' too: the 's' is the plural.
    expect(clean('negotiated ltas with suppliers')).toBe('negotiated LTAs with suppliers');
  });

  it('writes a token closing with three consonants no English word closes with as an acronym', () => {
    expect(closesAsNoWord('lihtc')).toBe(true);
    expect(closesAsNoWord('apps')).toBe(false);
    expect(closesAsNoWord('govt')).toBe(false);
    expect(clean('ran a 312 unit lihtc community')).toContain('LIHTC community');
  });

  it('writes initials joined by & or / in capitals, not units', () => {
    expect(writtenInitials('ps&e')).toBe('PS&E');
    expect(writtenInitials('e/m')).toBe('E/M');
    expect(writtenInitials('mg/dl')).toBeNull();
    expect(writtenInitials('and/or')).toBeNull();
    expect(clean('put together ps&e quantities')).toBe('put together PS&E quantities');
    expect(clean('coded e/m visits at 2 mg/kg')).toBe('coded E/M visits at 2 mg/kg');
  });
});
