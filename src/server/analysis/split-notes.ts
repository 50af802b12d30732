import { noteVerbBase, verbBase } from './action-verbs';
import { detokenize, type Token, tokenize } from './clean-words';
import { COMPOUND_NOUNS, MISSPELLINGS } from './data/word-fixes';
import { isInLexicon, openingVerb, readWords, type Word } from './language/english';
import { htmlToLines } from './text-tools';

/**
 * Rough notes to one idea per fragment: lines, list markers, semicolons and sentence ends always split; a
 * comma or an 'and' splits only where a new clause starts (a verb with something after it), so a list of
 * nouns ('invoices, payroll and the close'), shared verbs ('cut, color and style hair'), a clause whose
 * object points back ('fixed the page and made it faster') and a number with what it counts stay together.
 */

const ABBREVIATIONS = /\b(approx|dr|e\.g|i\.e|etc|vs|st|mr|mrs|ms|no|incl|dept|est)$/i;
const JOINERS = /^(and|or|but|then|also|plus|&|,)$/i;
const POINTS_BACK = /^(it|them|this|that|these|those)$/i;
/** The particles of English phrasal verbs ('set up', 'put together', 'carry out'). */
const PARTICLES = /^(up|out|down|off|over|back|together|through|away|in|on)$/i;
/** Where a rate is reached ('97% on audits', '99% in inspections'). */
const RATE_PLACE = /^(on|in|across|at|for)$/i;

function sentences(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  const pattern = /;\s*|\.\s+(?=[a-z])/gi;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    const before = line.slice(start, m.index);
    if (m[0].startsWith('.') && ABBREVIATIONS.test(before)) continue;
    out.push(before);
    start = m.index + m[0].length;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Verbs typed as one word ('setup new hires'). */
export const VERB_ALIASES: Record<string, string> = { setup: 'set', 'set-up': 'set', login: 'log' };

const wordOf = (t: Token | undefined) => {
  const w = (t?.word ?? '').toLowerCase();
  return VERB_ALIASES[w] ?? MISSPELLINGS[w] ?? w;
};

/** A verb in the base or past form: what opens a clause ('tests' and 'filing' are more often nouns). */
const isTableClauseVerb = (word: string) => {
  const base = verbBase(word);
  return base !== undefined && (word.toLowerCase() === base || verbForm(word) === 'past');
};

export const isClauseVerb = (word: string) => {
  const form = verbForm(word);
  return form === 'base' || form === 'past';
};

export type VerbForm = 'base' | 'past' | 'third' | 'gerund' | 'none';

/**
 * The form of a verb our tables or, failing them, the English model know ('fertilized', 'laid'); `next`, the
 * word after it where it opens a clause, lets a noun-first form read as a verb before its object.
 */
export function verbForm(word: string, next?: string): VerbForm {
  const w = word.toLowerCase();
  const base = noteVerbBase(w, next);
  if (!base) return 'none';
  if (w === base) return 'base';
  if (w.endsWith('ing')) return 'gerund';
  if (w.endsWith('s') && !w.endsWith('ss')) return 'third';
  return 'past';
}

/** Each token's word as the English model reads it in its sentence, where the two line up. */
function wordsInContext(sentence: string, tokens: readonly Token[]): (Word | undefined)[] {
  const byStart = new Map(readWords(sentence).map((word) => [word.start, word]));
  let cursor = 0;
  return tokens.map((token) => {
    const at = sentence.indexOf(token.word, cursor);
    if (at < 0) return undefined;
    cursor = at + token.word.length;
    return byStart.get(at);
  });
}

/** The model reads a verb in the base or past form here ('brazed', 'quoted'), or 'did' as the main verb. */
function readAsClauseVerb(word: Word | undefined): boolean {
  if (!word) return false;
  if (word.pos === 'AUX') return word.lemma === 'do';
  const text = word.text.toLowerCase();
  return word.pos === 'VERB' && !text.endsWith('ing') && text !== `${word.lemma}s`;
}

/**
 * True when tokens[j] opens a clause of its own. After a comma a verb of our tables or a verb the model reads in
 * context opens one; after 'and' the model must read a verb too, since 'and' joins nouns far more often
 * ('site plans and use permits').
 */
function opensClause(
  tokens: Token[],
  j: number,
  segmentStart: number,
  viaAnd: boolean,
  context: readonly (Word | undefined)[],
): boolean {
  const first = tokens[j];
  const next = tokens[j + 1];
  if (!first || !next || first.trail) return false;
  // ', no accidents in 3 years': a record of its own.
  if (!viaAnd && /^(no|zero)$/i.test(first.word) && !JOINERS.test(wordOf(next))) return true;
  // ', 97% on quarterly audits': a rate and where it was reached, a record too (', 45 staff' is a list's item).
  if (!viaAnd && /^\d[\d.]*%$/.test(first.word) && RATE_PLACE.test(wordOf(next))) return true;
  const inContext = context[j];
  const isVerb = viaAnd
    ? // After 'and' a base form only the model knows is more often a noun ('and spark plugs'); a past is a verb.
      (isTableClauseVerb(wordOf(first)) || verbForm(wordOf(first)) === 'past') &&
      (inContext === undefined ||
        readAsClauseVerb(inContext) ||
        inContext.pos === 'AUX' ||
        // 'and expedited customs paperwork': a past read as an adjective in the run-on line reads as the verb
        // once the clause stands alone with its subject.
        (inContext.pos === 'ADJ' && /ed$/i.test(first.word) && opensWithVerb(tokens, j)))
    : // After a comma only our tables alone count; a verb only the model knows must read as one in context.
      isTableClauseVerb(wordOf(first)) || readAsClauseVerb(inContext) || opensWithVerb(tokens, j);
  if (!isVerb) return false;
  if (COMPOUND_NOUNS.has(`${wordOf(first)} ${wordOf(next)}`)) return false;
  // 'loaded and unloaded trailers': two verbs sharing one object still open a clause.
  const verbPair =
    JOINERS.test(wordOf(next)) && isClauseVerb(wordOf(tokens[j + 2])) && Boolean(tokens[j + 3]);
  if (JOINERS.test(wordOf(next)) && !verbPair) return false;
  const left = tokens.slice(segmentStart, viaAnd ? j - 1 : j);
  // 'cut, color and style hair', 'set up and run mills': the part before has no object yet (a verb's particle
  // is none), so the verbs share one.
  const isVerbOrParticle = (t: Token, k: number) =>
    isTableClauseVerb(wordOf(t)) ||
    readAsClauseVerb(context[segmentStart + k]) ||
    (k > 0 && PARTICLES.test(wordOf(t)) && context[segmentStart + k]?.pos !== 'NOUN');
  if (left.every(isVerbOrParticle)) return false;
  if (viaAnd && (left.length < 2 || POINTS_BACK.test(wordOf(next)))) return false;
  if (viaAnd && coordinatesModifiers(tokens, j, context)) return false;
  return true;
}

/** A figure above one: after it a singular noun waits for its head ('55 knit ... styles', '12 oncology ... trials'). */
const isPluralFigure = (word: string) => /^\d[\d,.]*$/.test(word) && Number(word.replace(/,/g, '')) > 1;

/**
 * Whether the 'and' before tokens[j] joins two words that describe one noun rather than two clauses: 'sold new
 * and used cars', 'fit sessions for 55 knit and woven styles'. The word before 'and' opens a noun phrase whose
 * head has not come (an adjective right after the verb, an article, a figure or a preposition; or a singular noun
 * after a figure above one), and the participle after it is followed by that head.
 */
function coordinatesModifiers(tokens: Token[], j: number, context: readonly (Word | undefined)[]): boolean {
  const last = context[j - 2];
  const before = context[j - 3];
  const head = context[j + 1];
  if (!last || !before || !head || (tokens[j - 2] as Token).trail) return false;
  if (!['NOUN', 'PROPN'].includes(head.pos) || (tokens[j] as Token).trail) return false;
  const opensPhrase = ['VERB', 'DET', 'NUM', 'ADP'].includes(before.pos);
  const describes = last.pos === 'ADJ' && opensPhrase;
  const awaitsHead =
    last.pos === 'NOUN' && last.text.toLowerCase() === last.lemma && isPluralFigure(before.text);
  return describes || awaitsHead;
}

/**
 * The words from tokens[j] to the next comma read as a note of their own, its subject put back ('fit beams and
 * columns from shop drawings'): the model, which took 'fit' for a noun in the run-on sentence, reads the verb.
 */
function opensWithVerb(tokens: Token[], j: number): boolean {
  const piece: Token[] = [];
  for (let k = j; k < tokens.length; k++) {
    const token = tokens[k] as Token;
    piece.push(token);
    if (/[,;]$/.test(token.trail)) break;
  }
  return piece.length > 1 && openingVerb(detokenize(piece).replace(/[,;]$/, '')) !== undefined;
}

/**
 * Which words of a bullet's words open a clause with their verb: a verb of our tables, or one only the English
 * model knows where it reads as a verb in the line, wears a past's ending ('differentiated', which the model
 * takes for an adjective before a noun) or is a word it has never seen built on a verb ('deworm'); so 'storm'
 * in 'water, sewer and storm layers' and 'spark' in 'mags and spark plugs' stay nouns.
 */
export function clauseVerbFlags(tokens: readonly Token[]): boolean[] {
  const context = wordsInContext(detokenize([...tokens]), tokens);
  return tokens.map((token, k) => {
    const word = token.word.toLowerCase();
    if (isTableClauseVerb(word)) return true;
    if (!isClauseVerb(word)) return false;
    if (!isInLexicon(word)) return true;
    // After 'and' a base form only the model knows is more often a noun ('mags and spark plugs').
    const afterAnd = k > 0 && /^(and|or|&)$/i.test(tokens[k - 1]?.word ?? '');
    if (verbForm(word) === 'base' && afterAnd) return false;
    return readAsClauseVerb(context[k]) || word.endsWith('ed');
  });
}

function clauses(sentence: string): string[] {
  const tokens = tokenize(sentence);
  const context = wordsInContext(sentence, tokens);
  const out: string[] = [];
  let start = 0;
  for (let j = 1; j < tokens.length; j++) {
    const previous = tokens[j - 1] as Token;
    const viaComma = /,$/.test(previous.trail);
    const viaAnd = /^(and|&)$/.test(wordOf(previous)) && !previous.trail;
    if (!(viaComma || viaAnd)) continue;
    if (!opensClause(tokens, j, start, viaAnd, context)) continue;
    const piece = tokens.slice(start, viaAnd ? j - 1 : j);
    const last = piece[piece.length - 1];
    if (last) last.trail = last.trail.replace(/,$/, '');
    out.push(detokenize(piece));
    start = j;
  }
  out.push(detokenize(tokens.slice(start)));
  return out.filter(Boolean);
}

export function splitNotes(notes: string[]): string[] {
  const fragments: string[] = [];
  for (const note of notes) {
    for (const line of htmlToLines(note)) {
      const unmarked = line.replace(/^([-*•·>]+|\d+[.)])\s*/, '');
      for (const sentence of sentences(unmarked)) fragments.push(...clauses(sentence));
    }
  }
  return fragments.map((f) => f.replace(/^(and|also|then|plus)\s+/i, '').trim()).filter(Boolean);
}
