import { describe, expect, it } from 'vitest';
import { languageVariants } from '../../scripts/language-data';
import { LANGUAGE_VARIANTS } from '../../src/server/analysis/data/language-variants';
import { extractJobTerms } from '../../src/server/analysis/match/extract-job-terms';
import { vocabularyIndex } from '../../src/server/analysis/match/term-index';

describe('variants from real language data (WordNet, Linguist)', () => {
  it('the committed file is what `npm run language-data` writes from the packages', () => {
    expect(LANGUAGE_VARIANTS).toEqual(languageVariants());
  });

  it('takes only unambiguous synonyms and short forms of a language’s name', () => {
    const variants = languageVariants();
    expect(variants.ultrasound).toContain('ultrasonography');
    expect(variants.drywall).toContain('wallboard');
    expect(variants.Python).toContain('python3');
    // Products and names are not the English nouns they are spelled like; 'offer' is not Go.
    expect(variants.Docker).toBeUndefined();
    expect(variants.Git).toBeUndefined();
    expect(Object.values(variants).flat()).not.toContain('offer');
  });

  it('lets an ad and a resume meet through them', () => {
    const labels = extractJobTerms('Requirements:\n- Experience hanging wallboard').hard.map((t) => t.label);
    expect(labels).toContain('drywall');
    const hit = vocabularyIndex().find('Performed echography on 20 patients a day')[0];
    expect(hit?.entry.label).toBe('ultrasound');
  });
});
