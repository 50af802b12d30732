import { countWords } from '../../src/domain/cover-letter-generation-api';
import { escapeRegExp } from '../../src/domain/escape-reg-exp';

/**
 * The cover-letter rules of issue 31 as pure checks over a letter's paragraphs (greeting and sign-off aside,
 * as the writer returns them). Each rule passes or fails with a reason; a rule that does not apply to a pair
 * (the field-change rules for an own-field resume) passes. Unit tests: tests/unit/quality/letter-rules.test.ts.
 */

export const LETTER_RULES = [
  'no pasted bullet',
  'closing <= 3 sentences',
  'no sentence twice',
  'degree and field once',
  'says it is another field',
  'leads with transferable skills',
  'employer named',
  '180-400 words',
] as const;
export type LetterRule = (typeof LETTER_RULES)[number];

export const LETTER_MIN_WORDS = 180;
export const LETTER_MAX_WORDS = 400;

export interface LetterContext {
  /** The resume's bullets as the user wrote them. */
  resumeBullets: string[];
  /** The employer the letter must name (the company given, else the one in the ad). */
  employer: string;
  /** The resume is from another field than the ad. */
  otherField: boolean;
  /** Ways the letter may name the resume's degree ('B.S.', 'bachelor', 'degree'). */
  degree: string[];
  /** Ways the letter may name the degree's subject ('Computer Science'). */
  field: string[];
  /** Names the resume holds (job titles, employers, schools): the field inside one ('Certified Nursing
   * Assistant') is not the degree named again. */
  names?: string[];
}

export interface LetterVerdict {
  rule: LetterRule;
  pass: boolean;
  reason?: string;
}

/** Words that end with a full stop without ending a sentence. */
const ABBREVIATION =
  /(?:\b(?:St|Dr|Mr|Mrs|Ms|Inc|Co|Corp|Ltd|Jr|Sr|No|vs|etc|approx)|\b[A-Za-z]\.(?:[A-Za-z]\.)*|\be\.g|\bi\.e)\.$/;

/** The sentences of a text: split after . ! ? before a capital or a quote, abbreviations and initials kept. */
export function sentencesOf(text: string): string[] {
  const pieces = text
    .trim()
    .split(/(?<=[.!?]["”')]?)\s+(?=["“'(]?[A-Z0-9])/)
    .filter(Boolean);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences[sentences.length - 1];
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((s) => s.trim()).filter(Boolean);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#/&%$.-]+/gu, ' ')
    .replace(/(?<!\d)[.]|[.](?!\d)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Whether two word lists share a run of at least n consecutive words. */
function shareRun(a: string[], b: string[], n: number): boolean {
  if (a.length < n || b.length < n) return false;
  const runs = new Set<string>();
  for (let i = 0; i + n <= b.length; i++) runs.add(b.slice(i, i + n).join(' '));
  for (let i = 0; i + n <= a.length; i++) if (runs.has(a.slice(i, i + n).join(' '))) return true;
  return false;
}

/** The term as a whole word or phrase, any case ('B.S.' too, whose edges are not word characters). */
const termPattern = (term: string, flags = 'i') =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, `u${flags}`);

/** Words of at least four consecutive resume-bullet words after a colon: a bullet pasted, not written. */
const PASTED_RUN = 4;
/** A bullet of at least this many words found whole, as typed, is pasted even without a colon. */
const PASTED_WHOLE = 5;

function pastedBullet(letter: string, bullets: string[]): string | undefined {
  for (const sentence of sentencesOf(letter)) {
    const colon = sentence.indexOf(':');
    if (colon < 0) continue;
    const after = words(sentence.slice(colon + 1));
    const hit = bullets.find((bullet) => shareRun(after, words(bullet), PASTED_RUN));
    if (hit) return `after a colon: "${hit}"`;
  }
  const whole = bullets.find(
    (bullet) => countWords(bullet) >= PASTED_WHOLE && letter.includes(bullet.trim().replace(/[.;]$/, '')),
  );
  return whole ? `pasted as typed: "${whole}"` : undefined;
}

const normalSentence = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Saying plainly that the writer comes from another line of work. */
const FIELD_CHANGE =
  /\b(career change|chang(e|ing) careers?|new (career|field|direction)|new to (the|this)\b|mov(e|ing) (from|into|to)\b|transition(ing)?\b|switch(ing)? (from|to|into)\b|coming from\b|come from\b|step(ping)? (into|from)\b|(my )?background (is )?in\b|different (field|profession|line of work)|another (field|profession)|outside (of )?(the )?\w+ (field|profession))/i;
/** Naming the skills that carry over. */
const TRANSFERABLE =
  /\b(transferable|transfer(s)? (directly |well )?to\b|carr(y|ies) (over|across)\b|translat(e|es) (directly |well )?(in)?to\b|skills? (that|which) (apply|carry|transfer)|appl(y|ies) (directly |just as well )?to\b)/i;

export function checkLetter(paragraphs: string[], context: LetterContext): LetterVerdict[] {
  const letter = paragraphs.join('\n\n');
  const sentences = sentencesOf(letter);
  const verdicts: LetterVerdict[] = [];
  const add = (rule: LetterRule, reason: string | undefined) =>
    verdicts.push(reason === undefined ? { rule, pass: true } : { rule, pass: false, reason });

  add('no pasted bullet', pastedBullet(letter, context.resumeBullets));

  const closing = sentencesOf(paragraphs[paragraphs.length - 1] ?? '');
  add(
    'closing <= 3 sentences',
    closing.length <= 3 ? undefined : `the closing has ${closing.length} sentences`,
  );

  const seen = new Set<string>();
  const twice = sentences.find((s) => {
    const key = normalSentence(s);
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  add('no sentence twice', twice === undefined ? undefined : `twice: "${twice}"`);

  const degreeSentences = sentences.filter((s) => context.degree.some((d) => termPattern(d).test(s)));
  // The subject as the resume writes it, capitals and all: 'Nursing' the degree, not 'nursing students';
  // and not inside a name the resume holds ('Certified Nursing Assistant').
  const unnamed = [...(context.names ?? [])]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .reduce((text, name) => text.split(name).join(' '), letter);
  const fieldCount = context.field.reduce(
    (n, f) => n + (unnamed.match(new RegExp(termPattern(f).source, 'gu')) ?? []).length,
    0,
  );
  add(
    'degree and field once',
    degreeSentences.length !== 1
      ? `the degree is named in ${degreeSentences.length} sentences`
      : !context.field.some((f) => termPattern(f).test(degreeSentences[0] as string))
        ? 'the degree is named without its field'
        : fieldCount !== 1
          ? `the field is named ${fieldCount} times`
          : undefined,
  );

  if (!context.otherField) {
    add('says it is another field', undefined);
    add('leads with transferable skills', undefined);
  } else {
    add(
      'says it is another field',
      FIELD_CHANGE.test(letter) ? undefined : 'never says the resume is from another field',
    );
    const lead = paragraphs.slice(0, 2).join('\n');
    add(
      'leads with transferable skills',
      TRANSFERABLE.test(lead) ? undefined : 'the first two paragraphs name no skills that carry over',
    );
  }

  add(
    'employer named',
    termPattern(context.employer).test(letter) ? undefined : `"${context.employer}" is not named`,
  );

  const count = countWords(letter);
  add('180-400 words', count >= LETTER_MIN_WORDS && count <= LETTER_MAX_WORDS ? undefined : `${count} words`);
  return verdicts;
}
