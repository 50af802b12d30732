import { TERM_CASING } from './data/word-fixes';

/**
 * A skill as it reads inside a sentence: ordinary words in lower case ('Patient Care' -> 'patient care'),
 * tools, brands, languages and acronyms as written ('SQL', 'IV therapy', 'Microsoft Excel'), and a bare piece
 * of equipment as the skill of using it ('Forklift' -> 'forklift operation').
 */

const PROPER = new Set([
  'microsoft',
  'google',
  'adobe',
  'apple',
  'amazon',
  'office',
  'word',
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
  'mandarin',
  'cantonese',
  'chinese',
  'japanese',
  'korean',
  'arabic',
  'hindi',
  'russian',
  'polish',
  'vietnamese',
  'tagalog',
  'asl',
  'lean',
  'six',
  'sigma',
]);

/** Single nouns that name a thing, not a skill, and the skill they stand for. */
const AS_SKILL: Record<string, string> = {
  forklift: 'forklift operation',
  'pallet jack': 'pallet jack operation',
  'reach truck': 'reach truck operation',
  crane: 'crane operation',
  excavator: 'excavator operation',
  inventory: 'inventory control',
  'cash register': 'cash register operation',
  pos: 'POS operation',
  cnc: 'CNC machining',
};

function caseWord(word: string): string {
  const term = TERM_CASING[word.toLowerCase()];
  if (term) return term;
  // An acronym or a name with inner capitals ('IV', 'QuickBooks') is written as the user wrote it.
  if (/[A-Z].*[A-Z]/.test(word) || /\d/.test(word)) return word;
  const lower = word.toLowerCase();
  if (PROPER.has(lower)) return word.charAt(0).toUpperCase() + lower.slice(1);
  return lower;
}

export function naturalSkill(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const asSkill = AS_SKILL[trimmed.toLowerCase()];
  if (asSkill) return asSkill;
  const whole = TERM_CASING[trimmed.toLowerCase()];
  if (whole) return whole;
  return trimmed
    .split(' ')
    .map((word) => word.split('-').map(caseWord).join('-'))
    .join(' ');
}
