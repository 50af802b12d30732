import { type CoverLetterTone, countWords } from '../../../domain/cover-letter-generation-api';

/**
 * Each paragraph has its own word budget, fixed by the tone and the number of body paragraphs only (never by
 * the variant), and every budget set adds up to 250-400 words at both ends. So any mix of paragraphs from
 * different variants of one request (a client that regenerated paragraph 2 alone) is still a 250-400-word
 * letter. A paragraph takes its sentences in order until it reaches the ideal length, skipping any that would
 * pass the maximum; the fillers at the end of the list make up a thin resume's shortfall. The closing also stops
 * at three sentences (issue 31), which can leave it under its minimum; the letter's tests hold the total.
 */

export interface Budget {
  min: number;
  ideal: number;
  max: number;
}

export interface LetterBudgets {
  opening: Budget;
  body: Budget;
  closing: Budget;
}

const b = (min: number, ideal: number, max: number): Budget => ({ min, ideal, max });

/** By tone, then by the number of body paragraphs (2 or 3). */
const BUDGETS: Record<CoverLetterTone, Record<2 | 3, LetterBudgets>> = {
  // 250-320 words: the short letter.
  concise: {
    2: { opening: b(55, 60, 70), body: b(80, 90, 100), closing: b(35, 40, 50) },
    3: { opening: b(50, 55, 65), body: b(55, 62, 70), closing: b(35, 40, 50) },
  },
  // 284-380 words.
  formal: {
    2: { opening: b(60, 70, 80), body: b(92, 100, 112), closing: b(40, 45, 55) },
    3: { opening: b(55, 65, 75), body: b(70, 76, 85), closing: b(35, 42, 50) },
  },
  // 310-400 words: the most personal, and the longest.
  warm: {
    2: { opening: b(65, 75, 85), body: b(100, 110, 120), closing: b(45, 50, 60) },
    3: { opening: b(60, 70, 80), body: b(72, 82, 88), closing: b(40, 48, 55) },
  },
};

export function letterBudgets(tone: CoverLetterTone, bodies: 2 | 3): LetterBudgets {
  return BUDGETS[tone][bodies];
}

export interface FillOptions {
  /** At most this many sentences (the closing: three, issue 31). */
  maxSentences?: number;
  /** Sentences already in the letter: none is said twice, in this paragraph or another. */
  used?: Set<string>;
}

/** The paragraph: the required sentences, then the others in order while they fit. */
export function fillParagraph(
  required: string[],
  others: string[],
  budget: Budget,
  { maxSentences = Number.POSITIVE_INFINITY, used = new Set<string>() }: FillOptions = {},
): string {
  const chosen = required.filter((sentence) => sentence && !used.has(sentence));
  let words = countWords(chosen.join(' '));
  for (const sentence of chosen) used.add(sentence);
  for (const sentence of others) {
    if (words >= budget.ideal || chosen.length >= maxSentences) break;
    const length = countWords(sentence);
    if (!sentence || used.has(sentence) || words + length > budget.max) continue;
    chosen.push(sentence);
    used.add(sentence);
    words += length;
  }
  return chosen.join(' ');
}
