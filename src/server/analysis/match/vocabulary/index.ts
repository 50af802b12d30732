import { LANGUAGE_VARIANTS } from '../../data/language-variants';
import { BUSINESS_TERMS } from './business';
import { CARE_AND_SERVICE_TERMS } from './care-and-service';
import { SOFT_SKILL_TERMS } from './soft-skills';
import { TECHNOLOGY_TERMS } from './technology';
import { TRADES_TERMS } from './trades';

export type SkillKind = 'hard' | 'soft';

/** One skill: its canonical label and every way of writing it. A variant written '=Go' counts only as cased. */
export interface VocabularyEntry {
  label: string;
  kind: SkillKind;
  variants: string[];
}

function entries(lines: readonly string[], kind: SkillKind): VocabularyEntry[] {
  return lines.map((line) => {
    const variants = line.split('|').map((v) => v.trim());
    return { label: variants[0]?.replace(/^=/, '') ?? line, kind, variants };
  });
}

/** The vocabulary as typed, without the variants taken from language data (scripts/language-data.ts reads it). */
export const TYPED_VOCABULARY: readonly VocabularyEntry[] = [
  ...entries(TECHNOLOGY_TERMS, 'hard'),
  ...entries(BUSINESS_TERMS, 'hard'),
  ...entries(CARE_AND_SERVICE_TERMS, 'hard'),
  ...entries(TRADES_TERMS, 'hard'),
  ...entries(SOFT_SKILL_TERMS, 'soft'),
];

/**
 * Every skill with its variants: as typed, plus those real language data gives (WordNet's unambiguous synonyms,
 * Linguist's aliases: src/server/analysis/data/language-variants.ts, ADR 0083). 'radiographs' shows 'X-rays'.
 */
export const VOCABULARY: readonly VocabularyEntry[] = TYPED_VOCABULARY.map((entry) => {
  const extra = LANGUAGE_VARIANTS[entry.label];
  return extra ? { ...entry, variants: [...entry.variants, ...extra] } : entry;
});
