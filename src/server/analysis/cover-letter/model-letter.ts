import {
  COVER_LETTER_MAX_PARAGRAPHS,
  COVER_LETTER_MAX_WORDS,
  COVER_LETTER_MIN_PARAGRAPHS,
  COVER_LETTER_MIN_WORDS,
  countWords,
  type GenerateCoverLetterInput,
} from '../../../domain/cover-letter-generation-api';
import { letterProblems, letterSource } from './letter-grounding';

/**
 * A configured model's letter held to the built-in writer's rules before anyone sees it: a greeting or a
 * sign-off it added anyway is taken off (those are the letter's own fields), and then it must have 4-5
 * paragraphs and 250-400 words, name the role and the company when given, and pass the grounding check.
 * Anything else is rejected, and the caller answers with the built-in writer instead.
 */

/** Its message is the reason the provider logs ('3 paragraphs', '212 words', 'ungrounded output'). */
export class ModelLetterError extends Error {}

const GREETING = /^(dear|hello|hi|to whom)\b[^.!?]*[,:!]?$/i;
const SIGN_OFF =
  /^(sincerely|best|kind regards|regards|warm regards|yours|respectfully|thank you,)\b[^.!?]*$/i;

export function checkedModelLetter(
  paragraphs: readonly string[],
  input: GenerateCoverLetterInput,
  role: string,
): string[] {
  const kept = paragraphs.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (kept[0] && GREETING.test(kept[0])) kept.shift();
  while (kept.length > 0 && SIGN_OFF.test(kept[kept.length - 1] as string)) kept.pop();
  if (kept.length < COVER_LETTER_MIN_PARAGRAPHS || kept.length > COVER_LETTER_MAX_PARAGRAPHS) {
    throw new ModelLetterError(`${kept.length} paragraphs`);
  }
  const words = countWords(kept.join(' '));
  if (words < COVER_LETTER_MIN_WORDS || words > COVER_LETTER_MAX_WORDS) {
    throw new ModelLetterError(`${words} words`);
  }
  const letter = kept.join(' ').toLowerCase();
  for (const name of [role, input.company]) {
    if (name && !letter.includes(name.toLowerCase())) throw new ModelLetterError('role or company not named');
  }
  if (letterProblems(kept, letterSource(input, role)).length > 0)
    throw new ModelLetterError('ungrounded output');
  return kept;
}
