import { describe, expect, it } from 'vitest';
import {
  judgedWordCompounds,
  languageVariants,
  specificNouns,
  thingNouns,
} from '../../scripts/language-data';
import { nounFirstForms, nounFirstVerbs } from '../../scripts/noun-first-forms-data';
import { JUDGED_WORD_COMPOUNDS } from '../../src/server/analysis/data/judged-word-compounds';
import { LANGUAGE_VARIANTS } from '../../src/server/analysis/data/language-variants';
import { NOUN_FIRST_FORMS } from '../../src/server/analysis/data/noun-first-forms';
import { NOUN_FIRST_VERBS } from '../../src/server/analysis/data/noun-first-verbs';
import { SPECIFIC_NOUNS } from '../../src/server/analysis/data/specific-nouns';
import { THING_NOUNS } from '../../src/server/analysis/data/thing-nouns';
import { extractJobTerms } from '../../src/server/analysis/match/extract-job-terms';
import { vocabularyIndex } from '../../src/server/analysis/match/term-index';

describe('variants from real language data (WordNet, Linguist)', () => {
  it('the committed file is what `npm run language-data` writes from the packages', () => {
    expect(LANGUAGE_VARIANTS).toEqual(languageVariants());
    expect([...THING_NOUNS]).toEqual(thingNouns());
    expect([...JUDGED_WORD_COMPOUNDS]).toEqual(judgedWordCompounds());
    expect([...SPECIFIC_NOUNS]).toEqual(specificNouns());
    expect([...NOUN_FIRST_FORMS]).toEqual(nounFirstForms());
    expect([...NOUN_FIRST_VERBS]).toEqual(nounFirstVerbs());
  });

  it("knows the words used more as nouns than as verbs ('chart', 'process'), not verbs first ('plan', 'drain')", () => {
    for (const noun of ['chart', 'process', 'stock', 'staff'])
      expect(NOUN_FIRST_VERBS.has(noun), noun).toBe(true);
    for (const verb of ['plan', 'lead', 'support', 'schedule', 'drain', 'shed'])
      expect(NOUN_FIRST_VERBS.has(verb), verb).toBe(false);
  });

  it("knows the verb forms WordNet uses more as nouns ('wound'), not the ones used more as verbs ('left')", () => {
    expect(NOUN_FIRST_FORMS.has('wound')).toBe(true);
    for (const verb of ['left', 'laid', 'felt', 'found', 'shot'])
      expect(NOUN_FIRST_FORMS.has(verb), verb).toBe(false);
  });

  it('knows the activity-shaped nouns that first name a thing, not the ones that name an act', () => {
    for (const thing of ['document', 'drawing', 'regulation', 'medication', 'qualification'])
      expect(THING_NOUNS.has(thing), thing).toBe(true);
    for (const act of ['review', 'assessment', 'hearing', 'testing', 'preparation'])
      expect(THING_NOUNS.has(act), act).toBe(false);
  });

  it("knows the rare nouns of one or two senses that say one thing ('caliper'), not the general ones ('system')", () => {
    for (const specific of ['caliper', 'croissant', 'fungicide', 'titanium', 'eviction'])
      expect(SPECIFIC_NOUNS.has(specific), specific).toBe(true);
    for (const general of ['work', 'system', 'team', 'support', 'time', 'truck', 'interview', 'paralegal'])
      expect(SPECIFIC_NOUNS.has(general), general).toBe(false);
  });

  it("knows the nouns WordNet writes with a judging word first ('real estate'), not free pairs ('real results')", () => {
    for (const compound of ['real estate', 'general ledger', 'working capital'])
      expect(JUDGED_WORD_COMPOUNDS.has(compound), compound).toBe(true);
    for (const pair of ['real results', 'strong skills', 'general duties'])
      expect(JUDGED_WORD_COMPOUNDS.has(pair), pair).toBe(false);
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
