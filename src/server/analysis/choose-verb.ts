import { inTense, noteVerbBase, verbBase } from './action-verbs';
import type { Token } from './clean-words';
import { EMPTY_OPENERS, OBJECT_VERBS, PHRASE_RULES, type PhraseRule } from './data/phrase-verbs';
import { TERM_CASING } from './data/word-fixes';
import { PROPER_NAMES } from './data/workplace-shorthand';
import { openingVerb } from './language/english';
import { isNounHere, modelVerbBase } from './model-verbs';
import { opensActivityList, opensNounCompound } from './noun-compounds';
import { isClauseVerb, verbForm } from './split-notes';

/**
 * The opening verb of a bullet, chosen for the phrase: the phrase lexicon first ('gave meds' ->
 * 'administer'), then the object ('did payroll' -> 'process'), then the note's own verb. Returns the verb in
 * base form and the words that follow it.
 */

export interface Opening {
  /** Base form, maybe several words ('care for', 'document care'). */
  verb: string;
  rest: string;
  /** True when the note named no verb and the rest is its object ('design of the homepage'). */
  nounFirst?: boolean;
}

/** Words before the head of an object that do not change which verb fits ('their', 'about 60', 'the'). */
const LEADING_MODIFIERS =
  /^(?:(?:the|a|an|their|his|her|its|all|each|every|new|about|approximately|around|over|up to|\$?\d[\d,.]*[k%+]?)\s+)+/i;

const lower = (tokens: Token[]) => tokens.map((t) => `${t.word}${t.trail}`.toLowerCase());

/** The rules by their first word, each with its phrase split once. */
const RULES_BY_VERB = new Map<string, { rule: PhraseRule; parts: string[] }[]>();
for (const rule of PHRASE_RULES) {
  const parts = rule.phrase.split(' ');
  const key = parts[0] ?? '';
  RULES_BY_VERB.set(key, [...(RULES_BY_VERB.get(key) ?? []), { rule, parts }]);
}

function matchRule(tokens: Token[]): { rule: PhraseRule; span: number } | null {
  const base = verbBase(tokens[0]?.word ?? '');
  const candidates = base ? RULES_BY_VERB.get(base) : undefined;
  if (!candidates) return null;
  const words = lower(tokens);
  for (const { rule, parts } of candidates) {
    // Words of the phrase after the verb must match as typed (no comma between them).
    if (!parts.slice(1).every((p, k) => words[k + 1] === p && !tokens[k]?.trail)) continue;
    const rest = words.slice(parts.length).join(' ');
    if (rule.when && !objectReadings(rest).some((reading) => rule.when?.test(reading))) continue;
    return { rule, span: parts.length };
  }
  return null;
}

const FREQUENCY =
  /^(?:the |a |an )?(?:(?:weekly|monthly|daily|nightly|quarterly|annual|yearly|regular|routine|biweekly) )/i;

/**
 * Words that end the object's noun phrase: what follows them ('every shift', 'for new builds', 'to clients') is
 * when, where or for whom, and never the head that picks the verb.
 */
const PHRASE_END =
  /^(?:every|each|per|the|a|an|this|that|these|those|to|for|with|of|on|in|at|from|by|into|onto|about|during|after|before|across|within|when|while|so|because|via|using)$/i;

/**
 * The object as typed, then from each of its first words on while they stay inside its noun phrase: 'flu and
 * covid shots' is read as 'covid shots' and 'shots' too, so a rule about shots finds its head behind the
 * modifiers, while 'qc every shift' is never read as 'shift'.
 */
export function objectReadings(rest: string): string[] {
  const bare = rest.replace(FREQUENCY, '').replace(LEADING_MODIFIERS, '');
  const readings = [rest, bare];
  const words = bare.split(' ');
  for (let k = 1; k < Math.min(4, words.length); k++) {
    const before = words[k - 1] ?? '';
    if (/[,;:]$/.test(before) || PHRASE_END.test(words[k] ?? '') || PHRASE_END.test(before)) break;
    readings.push(words.slice(k).join(' '));
  }
  return readings;
}

/** The verb an object calls for, read from its head noun: 'wound care' -> provide, 'site inspections' -> conduct. */
export function objectVerb(rest: string): string | undefined {
  for (const candidate of objectReadings(rest).slice(1)) {
    const hit = OBJECT_VERBS.find(([pattern]) => pattern.test(candidate));
    if (hit) return hit[1];
  }
  return undefined;
}

function applyObject(rest: string, rule: PhraseRule | undefined): string {
  let out = rest;
  for (const [pattern, replacement] of rule?.object ?? []) out = out.replace(pattern, replacement);
  return out;
}

/** Names that keep their capital wherever they stand: tools, and public programmes ('Medicaid'). */
const TOOL_NAMES = new Set([
  ...Object.values(TERM_CASING),
  ...PROPER_NAMES.map((name) => name.split(' ')[0] ?? name),
]);

/** 'used QuickBooks to track expenses' -> 'track expenses in QuickBooks'. */
function restructureUse(tokens: Token[]): Token[] | null {
  if (verbBase(tokens[0]?.word ?? '') !== 'use') return null;
  const to = tokens.findIndex((t, i) => i > 1 && t.word.toLowerCase() === 'to' && i < 6);
  const next = tokens[to + 1];
  if (to < 0 || !next || verbForm(next.word) !== 'base') return null;
  const tool = tokens.slice(1, to);
  const isSoftware = tool.some((t) => TOOL_NAMES.has(t.word));
  const tail = tokens.slice(to + 1);
  const last = tail[tail.length - 1];
  const trail = last?.trail ?? '';
  if (last) last.trail = '';
  const joined: Token[] = [...tail, { word: isSoftware ? 'in' : 'using', trail: '' }, ...tool];
  const end = joined[joined.length - 1];
  if (end) end.trail = trail;
  return joined;
}

export function chooseOpening(input: Token[]): Opening | null {
  let tokens = input;
  const text = tokens.map((t) => `${t.word}${t.trail}`).join(' ');
  let fallback: string | undefined;
  let objectOnly = false;
  for (const [pattern, verb] of EMPTY_OPENERS) {
    const m = pattern.exec(text);
    if (m) {
      fallback = verb;
      // After 'did' comes what was done ('did oil changes'), never another verb.
      objectOnly = /^(do|did|does|doing)$/i.test(m[0].trim());
      const dropped = m[0].trim().split(/\s+/).length;
      tokens = tokens.slice(dropped);
      break;
    }
  }
  if (tokens.length === 0) return null;
  const first = tokens[0] as Token;
  const guessed = objectOnly ? undefined : guessVerb(first.word, tokens[1]?.word ?? '');
  if (guessed) {
    return {
      verb: guessed,
      rest: tokens
        .slice(1)
        .map((t) => `${t.word}${t.trail}`)
        .join(' '),
    };
  }
  // 'responsible for training new hires' -> 'train new hires'.
  const next = first.trail ? undefined : tokens[1]?.word;
  const form = verbForm(first.word, next);
  const second = tokens[1]?.word.toLowerCase() ?? '';
  // 'design of the page', 'invoices, payroll and the close', 'training and events' are nouns.
  // 'design of the homepage' -> 'design the homepage'.
  if (second === 'of' && form === 'base' && tokens.length > 2) {
    return {
      verb: noteVerbBase(first.word, next) ?? first.word,
      rest: tokens
        .slice(2)
        .map((t) => `${t.word}${t.trail}`)
        .join(' '),
    };
  }
  // 'eval and treat 6-8 patients' (shorthand written out as 'evaluation'): 'and' joins like with like, so a noun
  // of action before 'and' and a verb with its object is that noun's verb ('evaluate and treat').
  const joinedVerb =
    form === 'none' && second === 'and' && !first.trail ? verbOfAction(first.word) : undefined;
  if (joinedVerb && isClauseVerb(tokens[2]?.word ?? '') && opensObject(tokens[3]?.word)) {
    return {
      verb: joinedVerb,
      rest: tokens
        .slice(1)
        .map((t) => `${t.word}${t.trail}`)
        .join(' '),
    };
  }
  const isNounUse =
    second === 'of' ||
    // 'chart review and shift audits' lists activities: the note names no verb.
    opensActivityList(tokens.map((t) => `${t.word}${t.trail}`)) ||
    // 'chart review', 'cycle counts weekly': a noun compound naming an activity, done by a verb it calls for.
    (!first.trail && opensNounCompound(lower(tokens), (plural) => objectVerb(plural) === 'conduct')) ||
    (second === 'and' && !isClauseVerb(tokens[2]?.word ?? '')) ||
    (form === 'third' && objectVerb(text) !== undefined) ||
    (form === 'gerund' && !fallback && tokens.length < 2);
  if (form !== 'none' && !isNounUse && !objectOnly) {
    tokens = restructureUse(tokens) ?? tokens;
    const hit = matchRule(tokens);
    const base = noteVerbBase(tokens[0]?.word ?? '', tokens[0]?.trail ? undefined : tokens[1]?.word) ?? '';
    const afterPhrase = tokens.slice(hit?.span ?? 1);
    const rest = afterPhrase.map((t) => `${t.word}${t.trail}`).join(' ');
    if (base === 'do' && !hit) return { verb: objectVerb(rest) ?? 'complete', rest };
    const verb = hit?.rule.verb || (hit ? hit.rule.phrase : base);
    return { verb, rest: applyObject(rest, hit?.rule) };
  }
  const rest = tokens.map((t) => `${t.word}${t.trail}`).join(' ');
  const named = objectVerb(rest);
  // A verb our tables lack ('fit beams from shop drawings'): the model reads it with the subject put back.
  const unknownVerb =
    named === undefined && !fallback && !objectOnly && !isNounUse && tokens.length > 1 && !first.trail
      ? openingVerb(rest)
      : undefined;
  if (unknownVerb) {
    return {
      verb: unknownVerb,
      rest: tokens
        .slice(1)
        .map((t) => `${t.word}${t.trail}`)
        .join(' '),
    };
  }
  // '97% on quarterly audits': a rate nothing acts on is a level reached.
  const reached = /^\d[\d.]*%(?:\s|$)/.test(rest) ? 'achieve' : undefined;
  const verb = named ?? fallback ?? reached ?? 'manage';
  // 'no accidents in 3 years' is a record kept: 'Maintained zero accidents in 3 years'.
  return {
    verb,
    nounFirst: true,
    rest: rest
      .replace(/^no\b/i, 'zero')
      // 'Manual J', 'Schedule C': a title with its designator keeps its capital.
      .replace(/^([A-Z])([a-z]+)\b(?! (?:[A-Z]|[IVX]{2,4})\b)/, (m, a: string, b: string) =>
        TOOL_NAMES.has(m) ? m : `${a.toLowerCase()}${b}`,
      ),
  };
}

/** English's nouns of action and the verbs they are made from: 'evaluation' of evaluate, 'assessment' of assess. */
const ACTION_SUFFIXES: readonly (readonly [RegExp, string])[] = [
  [/ation$/, 'ate'],
  [/ation$/, 'e'],
  [/ation$/, ''],
  [/ion$/, ''],
  [/ion$/, 'e'],
  [/ment$/, ''],
];

/** The verb a noun of action is made from, when our tables or the model know it as a verb ('evaluation'). */
function verbOfAction(noun: string): string | undefined {
  const w = noun.toLowerCase();
  for (const [suffix, ending] of ACTION_SUFFIXES) {
    if (!suffix.test(w)) continue;
    const verb = w.replace(suffix, ending);
    if (verb.length > 2 && noteVerbBase(verb) === verb) return verb;
  }
  return undefined;
}

/** Whether a word may open a verb's object: not a preposition nor the end ('treat 6-8 pts', not 'repair of'). */
function opensObject(word: string | undefined): boolean {
  return word !== undefined && !PHRASE_END.test(word) && !/^(?:and|or|&)$/i.test(word);
}

/**
 * A word the lexicon does not know but that reads as a past-tense verb at the start of a note ('roomed
 * patients', 'grouted tile'): its base form by the usual spelling rules, or undefined.
 */
function guessVerb(word: string, next: string): string | undefined {
  const w = word.toLowerCase();
  if (verbBase(w) || !/^[a-z]{3,}ed$/.test(w) || /^(by|of|and|to)$/i.test(next) || !next) return undefined;
  // A form that is a noun first before a noun ('disabled parking') is no verb to guess.
  if (isNounHere(w, next)) return undefined;
  // The model's reading first ('expedited' -> 'expedite'); the spelling rules for a word it does not know.
  const read = modelVerbBase(w, next);
  if (read) return read;
  const stem = w.slice(0, -2);
  if (/ied$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  if (/(at|iz|yz|ur|ag|iv|ov|uc|dg|ag|bl|pl|tl|gl|rs|ns|ut|ud|ir)$/.test(stem)) return `${stem}e`;
  return stem;
}

/**
 * The verb phrase in the bullet's tense: only its first word changes ('care for' -> 'cared for'). `written` is
 * the word the note opened with, whose past is kept for a verb no table knows ('bred').
 */
export function tensed(verb: string, isCurrent: boolean, written?: string): string {
  const [head = '', ...tail] = verb.split(' ');
  return [inTense(head, isCurrent, written), ...tail].join(' ');
}
