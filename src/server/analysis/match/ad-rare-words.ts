import { isInLexicon, lexiconHolds, type Word } from '../language/english';
import { TextCache } from '../text-cache';
import { NOT_SKILL_NOUNS } from './ad-candidate-words';
import type { AdCandidate } from './ad-phrase';

/**
 * The trade's own words: a lower-case noun that no English lexicon of the web holds ('turbidimeter',
 * 'lensometer', 'bioretention', 'viennoiserie', 'workpapers', 'goniometry') is a term of a field, since the
 * general language would know it (issue 31 item 1: a skill on evidence, here the evidence of the language data).
 * Not taken: a misspelling of a known word ('recieve', 'experiance', one slip away from it), a person
 * ('hospitalists', 'biostatisticians'), a word joined by a hyphen ('pre-employment', 'cross-train'), short
 * words (codes and shorthand have rules of their own).
 */

const VOWELS = 'aeiouy';

/**
 * The forms a usual slip of typing would have made of a known word: a letter dropped ('proces'), doubled or
 * undoubled ('accomodations'), two swapped ('recieve') or a vowel for another ('experiance', 'discrepencies').
 * Some eight forms a letter rather than every one-letter edit's fifty-odd: the check runs on each new rare word
 * of a pasted ad, inside the match report's time.
 */
function slipsOf(word: string): string[] {
  const slips: string[] = [];
  for (let i = 0; i < word.length; i += 1) {
    const before = word.slice(0, i);
    const letter = word.charAt(i);
    const after = word.slice(i + 1);
    // Dropping a final 's' gives the singular of a plural, not a fixed slip ('wovens', 'codecs').
    if (!(i === word.length - 1 && letter === 's')) slips.push(before + after);
    slips.push(before + letter + letter + after);
    if (i < word.length - 1) slips.push(before + after.charAt(0) + letter + after.slice(1));
    if (VOWELS.includes(letter))
      for (const vowel of VOWELS) if (vowel !== letter) slips.push(before + vowel + after);
  }
  return slips;
}

/** People named by their work: 'physiatrists', 'hospitalists', 'biostatisticians'. */
const PERSON = /(?:ist|ian)s?$/;
/** Adjectives the tagger took for nouns ('intraoral', 'psychosocial', 'investigational'): they describe a skill. */
const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ary|ory)$/;

const JOINS = new Set([',', 'and', 'or', '/']);

/**
 * Where the ad names a thing worked with: a member of a list ('coagulation, flocculation and filtration'), or the
 * object of a verb or of a tool's preposition ('dispense eyewear', 'with the lensometer'). A rare word that
 * qualifies another noun ('a caseload cap') or stands in a perk ('Free eyewear every year') is not one.
 */
function isWorkedWith(words: readonly Word[], i: number): boolean {
  const before = words[i - 1];
  const after = words[i + 1];
  if (after && after.sentence === words[i]?.sentence && after.pos === 'NOUN') return false;
  if (before && JOINS.has(before.text.toLowerCase())) return true;
  if (after && JOINS.has(after.text.toLowerCase())) return true;
  const verbBefore = before?.pos === 'DET' ? words[i - 2] : before;
  return (
    verbBefore?.pos === 'VERB' || (verbBefore?.pos === 'ADP' && /^(with|using|on|in)$/i.test(verbBefore.text))
  );
}

/** Whether a word no lexicon holds is rare, kept across ads: the slip check reads about a hundred forms of it. */
const rareness = new TextCache<boolean>(20_000, 400_000);

/** Which of the words, none of them in the lexicon, are no slip of a known word: one reading for the whole ad. */
function settleRareness(words: readonly string[]): void {
  const fresh = [...new Set(words)].filter((w) => !rareness.has(w));
  if (fresh.length === 0) return;
  const slips = fresh.map(slipsOf);
  const known = lexiconHolds(slips.flat());
  let at = 0;
  fresh.forEach((word, k) => {
    const count = (slips[k] as string[]).length;
    const isSlip = known.slice(at, at + count).some(Boolean);
    at += count;
    rareness.read(word, () => !isSlip);
  });
}

const mayBeRare = (word: Word) =>
  word.known === false &&
  !isInLexicon(word.lemma) &&
  !PERSON.test(word.text) &&
  !ADJECTIVE_ENDING.test(word.text) &&
  !NOT_SKILL_NOUNS.has(word.lemma);

export function rareWords(words: readonly Word[]): AdCandidate[] {
  const candidates = words.filter(
    (word, i) =>
      word.pos === 'NOUN' && /^[a-z]{6,}$/.test(word.text) && isWorkedWith(words, i) && mayBeRare(word),
  );
  settleRareness(candidates.map((word) => word.text));
  return candidates
    .filter((word) => rareness.read(word.text, () => true))
    .map((word) => ({
      term: word.text,
      label: word.lemma,
      lemmas: [word.lemma],
      start: word.start,
      end: word.end,
      evidence: 'rare' as const,
    }));
}
