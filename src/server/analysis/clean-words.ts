import { verbForms } from './action-verbs';
import occupationData from './data/occupations.json' with { type: 'json' };
import { NAMES_CLOSING_A_PHRASE } from './data/product-names';
import {
  EMPTY_WORDS,
  FILLER_PHRASES,
  MISSPELLINGS,
  NOT_A_TERM_BEFORE,
  ROLE_NOUNS,
  SHORTHAND,
  TERM_CASING,
} from './data/word-fixes';
import {
  ACRONYMS,
  COUNT_NEUTRAL_SHORTHAND,
  DESIGNATED_NOUNS,
  HYPHENATED_NOUNS,
  HYPHENATED_VERBS,
  PER_PERIOD,
  PROPER_NAMES,
  TITLED_BEFORE_DESIGNATOR,
  WORKPLACE_SHORTHAND,
} from './data/workplace-shorthand';
import { isInLexicon, readWords } from './language/english';
import { isToolAfter, isToolPlace, isWrittenLower, productCasing, properNames } from './product-casing';
import {
  closesAsNoWord,
  isUnknownShortWord,
  opensAsNoWord,
  writtenCode,
  writtenInitials,
} from './written-codes';

/**
 * Word-level clean-up of one note fragment: misspellings fixed, shorthand written out, tools and acronyms
 * cased as their makers write them, filler and first-person pronouns dropped. It works on tokens (a word and
 * the punctuation stuck to it) so a comma in the notes survives the changes around it.
 */

export interface Token {
  word: string;
  /** Punctuation that followed the word (',' in 'meds,'). */
  trail: string;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of text.split(/\s+/)) {
    const match = /^(.*?)([,;:!?)"]*|\.+)$/.exec(raw.replace(/^["(]+/, ''));
    const word = match?.[1] ?? raw;
    // The opening '(' or '"' is dropped above, so its closing one goes too: '(approx 200/day)' leaves no ')'.
    const trail = (match?.[2] ?? '').replace(/[)"]/g, '');
    if (word) tokens.push({ word, trail });
    else if (tokens.length > 0 && trail) {
      const last = tokens[tokens.length - 1];
      if (last) last.trail += trail;
    }
  }
  return tokens;
}

export function detokenize(tokens: Token[]): string {
  return tokens
    .map((t) => `${t.word}${t.trail}`)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const lower = (t: Token | undefined) => (t ? t.word.toLowerCase() : '');

/** For each table, the longest key (in words) starting with each first word, built once. */
const SPANS = new WeakMap<Record<string, string>, Map<string, number>>();

function spansOf(table: Record<string, string>): Map<string, number> {
  let spans = SPANS.get(table);
  if (!spans) {
    spans = new Map();
    for (const key of Object.keys(table)) {
      const words = key.split(' ');
      const first = words[0] ?? '';
      spans.set(first, Math.max(spans.get(first) ?? 0, words.length));
    }
    SPANS.set(table, spans);
  }
  return spans;
}

/** Longest key of `table` starting at tokens[i], with its length in tokens. */
function lookup(
  tokens: Token[],
  i: number,
  table: Record<string, string>,
): { value: string; span: number } | null {
  const first = lower(tokens[i]);
  const longest = spansOf(table).get(first);
  if (longest === undefined) return null;
  for (let span = Math.min(longest, tokens.length - i); span >= 1; span--) {
    let key = first;
    let broken = false;
    for (let k = 1; k < span; k++) {
      // A comma inside the span ends the phrase: 'month, end' is two things.
      if (tokens[i + k - 1]?.trail) {
        broken = true;
        break;
      }
      key += ` ${lower(tokens[i + k])}`;
    }
    if (broken) continue;
    const value = table[key];
    if (value !== undefined) return { value, span };
  }
  return null;
}

function replaceSpans(
  tokens: Token[],
  pick: (tokens: Token[], i: number) => { value: string; span: number } | null,
): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; ) {
    const hit = pick(tokens, i);
    if (!hit) {
      out.push(tokens[i] as Token);
      i++;
      continue;
    }
    const trail = tokens[i + hit.span - 1]?.trail ?? '';
    const words = hit.value.split(' ').filter(Boolean);
    words.forEach((word, k) => {
      out.push({ word, trail: k === words.length - 1 ? trail : '' });
    });
    // Removed words pass their comma to the word before ('meds, stuff, x' keeps one comma).
    if (words.length === 0 && trail && out.length > 0) {
      const last = out[out.length - 1] as Token;
      if (!last.trail) last.trail = trail;
    }
    i += hit.span;
  }
  return out;
}

const AFTER_NUMBER_UNITS: Record<string, string> = { hr: 'hours', h: 'hours', min: 'minutes', k: 'k' };
const DETERMINERS = /^(the|a|an|my|our|their|his|her|its|each|every|this|that|your|any|all)$/;
const LINKS =
  /^(to|for|with|of|during|by|from|when|while|as|on|assist|assisted|assists|support|supported|help|helped|and)$/;
const NOT_THEIR = /^(is|are|was|were|will|has|have|had|be|been|and|to|for|in|on|at)$/;

export interface CleanContext {
  jobTitle: string;
  /** Names as the user wrote them elsewhere in the request, by lower-case key (names-as-written.ts). */
  names?: Record<string, string>;
}

/** Shorthand whose meaning depends on the field: 'dr' at a dental practice is the dentist. */
function contextual(word: string, context: CleanContext): string | undefined {
  if (word === 'dr' || word === 'dr.') return /dent/i.test(context.jobTitle) ? 'dentist' : 'doctor';
  if (word === 'super' && /construct|carpent|site|labor/i.test(context.jobTitle)) return 'superintendent';
  return undefined;
}

export function cleanTokens(input: Token[], context: CleanContext): Token[] {
  let tokens = input.map((t) => {
    const fixed = MISSPELLINGS[t.word.toLowerCase()];
    return fixed ? { ...t, word: fixed } : t;
  });
  // 'there homes' is 'their homes'; 'there is' stays.
  tokens = tokens.map((t, i) =>
    i > 0 && lower(t) === 'there' && !t.trail && tokens[i + 1] && !NOT_THEIR.test(lower(tokens[i + 1]))
      ? { ...t, word: 'their' }
      : t,
  );
  tokens = replaceSpans(tokens, (all, i) => {
    const word = lower(all[i]);
    const byContext = contextual(word, context);
    if (byContext) return { value: byContext, span: 1 };
    if (AFTER_NUMBER_UNITS[word] && /\d$/.test(all[i - 1]?.word ?? '')) {
      return { value: AFTER_NUMBER_UNITS[word] ?? word, span: 1 };
    }
    if (word === 'min' || word === 'hr') return null;
    const shortForm = withOrOperatingRoom(all, i);
    if (shortForm) return { value: shortForm, span: 1 };
    return (
      lookup(all, i, SHORTHAND) ??
      lookup(all, i, shorthandLexicon()) ??
      countNeutral(all, i) ??
      perPeriod(all[i]) ??
      moneyMagnitude(all[i])
    );
  });
  tokens = replaceSpans(tokens, (all, i) => lookup(all, i, FILLER_LOOKUP));
  tokens = dropPronouns(tokens);
  const ownNames = context.names;
  // The user's own spelling of a name first: it beats the lists and every guess by shape or place.
  if (ownNames) tokens = replaceSpans(tokens, (all, i) => lookup(all, i, ownNames));
  tokens = replaceSpans(tokens, (all, i) => {
    const hit = lookup(all, i, TERM_CASING);
    if (!hit) return possessiveTerm(all[i]) ?? lookup(all, i, writtenCasing());
    const guard = NOT_A_TERM_BEFORE[lower(all[i])];
    if (hit.span === 1 && guard?.test(lower(all[i + 1]))) return null;
    return countedPlural(all, i, hit);
  });
  tokens = replaceSpans(tokens, productName);
  tokens = replaceSpans(tokens, makerName);
  tokens = replaceSpans(tokens, unknownAcronym);
  tokens = replaceSpans(tokens, unknownName);
  tokens = replaceSpans(tokens, designator);
  tokens = addArticles(tokens);
  return hyphenateCounts(tokens);
}

/**
 * '300 pos' -> '300 POs': after a figure, an acronym read as one ending in S ('POS') is the plural of the
 * acronym without it, when that is an acronym too ('PO').
 */
function countedPlural(
  all: Token[],
  i: number,
  hit: { value: string; span: number },
): { value: string; span: number } {
  const singular = hit.value.slice(0, -1);
  const isFigure = /^\d[\d,.+]*$/.test(all[i - 1]?.word ?? '');
  if (hit.span !== 1 || !isFigure || !/^[A-Z]{2,}S$/.test(hit.value)) return hit;
  return writtenCasing()[singular.toLowerCase()] === singular ? { value: `${singular}s`, span: 1 } : hit;
}

let shorthandTable: Record<string, string> | undefined;

/**
 * The abbreviation lexicon (data/workplace-shorthand.ts) as one table: shorthand written out, and nouns typed
 * apart that take a hyphen ('mini splits').
 */
function shorthandLexicon(): Record<string, string> {
  if (shorthandTable) return shorthandTable;
  const table: Record<string, string> = { ...WORKPLACE_SHORTHAND };
  for (const compound of HYPHENATED_NOUNS) table[compound.replace(/-/g, ' ')] ??= compound;
  shorthandTable = table;
  return table;
}

let casingTable: Record<string, string> | undefined;

/** Acronyms upper case with their plurals ('snfs' -> 'SNFs'), and public programmes by their names. */
function writtenCasing(): Record<string, string> {
  if (casingTable) return casingTable;
  const table: Record<string, string> = {};
  for (const name of [...ACRONYMS, ...PROPER_NAMES]) table[name.toLowerCase()] ??= name;
  for (const acronym of ACRONYMS) {
    // 'snfs' is SNFs; a two-letter stem ('qcs') is left alone, as is an acronym already ending in s.
    if (acronym.replace(/[^A-Za-z]/g, '').length >= 3 && !/s$/i.test(acronym))
      table[`${acronym.toLowerCase()}s`] ??= `${acronym}s`;
  }
  casingTable = table;
  return table;
}

let compoundVerbForms: Map<string, string> | undefined;

/**
 * A verb of two words typed apart at the start of a note, joined: 'cite check briefs' -> 'cite-check briefs',
 * 'co authored 2 papers' -> 'co-authored 2 papers'. Only where a verb stands: 'did test drives' keeps its noun.
 */
export function joinCompoundVerb(tokens: Token[]): Token[] {
  compoundVerbForms ??= new Map(
    HYPHENATED_VERBS.flatMap(verbForms).map((form) => [form.replace(/-/g, ' '), form] as const),
  );
  const [first, second, ...rest] = tokens;
  if (!first || !second || first.trail) return tokens;
  const joined = compoundVerbForms.get(`${lower(first)} ${lower(second)}`);
  return joined ? [{ word: joined, trail: second.trail }, ...rest] : tokens;
}

/** Words after which 'or' can only be a noun: the operating room ('prepped the or'). */
const NOUN_BEFORE_OR = /^(the|an|each|every|this|that)$/;

/**
 * Two one-word short forms that read by their neighbours: a lone 'w' between words is 'with' ('w low
 * compression'), not after a figure (watts) nor after a noun it names ('type w'); 'or' after an article is the
 * operating room ('in the or'), where it cannot be the conjunction.
 */
function withOrOperatingRoom(all: Token[], i: number): string | null {
  const word = lower(all[i]);
  const before = all[i - 1];
  const after = all[i + 1];
  if (word === 'w' && after && !/^[,;:]/.test(all[i]?.trail ?? '')) {
    const afterWord = !before || (!/\d$/.test(before.word) && !DESIGNATED.has(lower(before)));
    if (afterWord && !DETERMINERS.test(lower(before))) return 'with';
  }
  if (word === 'or' && before && !before.trail && NOUN_BEFORE_OR.test(lower(before))) return 'OR';
  if (word === 'ph' && isTrialPhase(all, i + 1)) return 'Phase';
  return null;
}

/** A phase's number ('3', 'iii', '2b', '1/2'). */
const PHASE_MARK = /^(?:[1-4][ab]?|i{1,3}[ab]?|iv)(?:\/(?:[1-4]|i{1,3}|iv))?$/i;

/**
 * 'ph 3 oncology trials', 'a ph ii study': 'ph' before a phase's number and, within two words, a trial or study
 * is the trial's phase; 'ph 7' alone is the chemist's pH and stays.
 */
function isTrialPhase(all: Token[], at: number): boolean {
  const mark = all[at];
  if (!mark || !PHASE_MARK.test(mark.word)) return false;
  return all
    .slice(at + 1, at + 3)
    .some((token) => /^(trials?|stud(y|ies)|programs?|portfolio|assets?|compounds?)$/.test(lower(token)));
}

const ONE_OF = /^(a|an|one|1|each|every|per|single)$/;

/** 'verify 300+ rx' -> 'prescriptions', 'one rx' -> 'prescription'. */
function countNeutral(all: Token[], i: number): { value: string; span: number } | null {
  const forms = COUNT_NEUTRAL_SHORTHAND[lower(all[i])];
  if (!forms) return null;
  return { value: ONE_OF.test(lower(all[i - 1])) ? forms.one : forms.many, span: 1 };
}

/**
 * '1.2m/mo' -> '1.2M per month', '$50k/yr' -> '$50K per year': the figure kept, the period written out; after a
 * counted noun too ('40 tickets/wk' -> '40 tickets per week').
 */
function perPeriod(token: Token | undefined): { value: string; span: number } | null {
  const m = token ? /^(\$?\d[\d,.]*)([kmb]?)\/([a-z]+)$/i.exec(token.word) : null;
  const period = m ? PER_PERIOD[(m[3] ?? '').toLowerCase()] : undefined;
  if (m && period) return { value: `${m[1]}${(m[2] ?? '').toUpperCase()} ${period}`, span: 1 };
  const counted = token ? /^([a-z]{3,})\/([a-z]+)$/i.exec(token.word) : null;
  const each = counted ? PER_PERIOD[(counted[2] ?? '').toLowerCase()] : undefined;
  const noun = (counted?.[1] ?? '').toLowerCase();
  // A counted noun's own shorthand is written out too ('14 pts/day' -> '14 patients per day').
  const written = SHORTHAND[noun] ?? shorthandLexicon()[noun] ?? counted?.[1];
  // 'day/night' and 'and/or' are not rates: the period is written short, or the noun was shorthand.
  const isRate = /^(wk|mo|mth|hr|yr|qtr)$/i.test(counted?.[2] ?? '') || written !== counted?.[1];
  if (!counted || !each || !isRate) return null;
  return { value: `${written} ${each}`, span: 1 };
}

/**
 * '$10m' -> '$10M', '$2.1m' -> '$2.1M', '$3b' -> '$3B': after a sum of money the letter is a magnitude, and the
 * prefixes' own case says which: a lower-case 'm' is milli, the million is mega's 'M' (and 'MM' in finance's
 * '$10mm'); billions have no prefix letter and take 'B'. 'k' is kilo's own lower case and stays ('$200k'); a figure
 * without a currency sign is a length ('10m').
 */
function moneyMagnitude(token: Token | undefined): { value: string; span: number } | null {
  const m = token ? /^([$£€]\d[\d,.]*)(m|mm|b|bn)$/.exec(token.word) : null;
  if (!m) return null;
  const [, sum = '', magnitude = ''] = m;
  return { value: `${sum}${magnitude === 'bn' ? 'bn' : magnitude.toUpperCase()}`, span: 1 };
}

const DESIGNATED = new Set(DESIGNATED_NOUNS);
const TITLED = new Set(TITLED_BEFORE_DESIGNATOR);
const ROMAN = /^(ii|iii|iv|vi|vii|viii|ix|xi|xii)$/;

/**
 * A letter naming one of a kind: 'vitamin d' -> 'vitamin D', and after a part of a document or standard the
 * noun too ('manual j' -> 'Manual J', 'title ix' -> 'Title IX'). 'a' and 'i' count only at a phrase's end,
 * where they cannot be the article or the pronoun.
 */
function designator(all: Token[], i: number): { value: string; span: number } | null {
  const noun = all[i];
  const mark = all[i + 1];
  const key = lower(noun);
  if (!noun || !mark || noun.trail || !DESIGNATED.has(key)) return null;
  const letter = lower(mark);
  const atEnd = Boolean(mark.trail) || i + 2 >= all.length;
  const isLetter = /^[a-z]$/.test(letter) && (!/^[ai]$/.test(letter) || atEnd);
  const isRoman = TITLED.has(key) && (ROMAN.test(letter) || letter === 'i');
  if (!isLetter && !isRoman) return null;
  const word = TITLED.has(key) ? `${noun.word.charAt(0).toUpperCase()}${noun.word.slice(1)}` : noun.word;
  return { value: `${word} ${letter.toUpperCase()}`, span: 2 };
}

/**
 * A tool or product written as its maker writes it ('mercurygate' -> 'MercuryGate', 'in relativity'), or a word
 * English only writes capitalised ('texas' -> 'Texas').
 */
function productName(all: Token[], i: number): { value: string; span: number } | null {
  // Only what the note wrote in lower case (or capitalised as a first word): 'ADA' and 'IDs' are already written.
  const written = all[i]?.word ?? '';
  if (written !== written.toLowerCase() && !/^[A-Z][a-z]+$/.test(written)) return null;
  const { always, inToolPlace } = productCasing();
  const sure = lookup(all, i, always);
  if (sure) return sure;
  const maybe = lookup(all, i, inToolPlace);
  if (!maybe) return lookup(all, i, properNames()) ?? slashedNames(written) ?? closingName(all, i);
  // A comma before the word ends the phrase it could be a tool of.
  const words = all.map((t, k) => (k === i - 1 && t.trail ? ',' : t.word));
  return isToolPlace(words, i, maybe.span) ||
    isMovedInto(all, i) ||
    isCoordinatedWithName(all, i) ||
    isBeforeModel(all[i + maybe.span])
    ? maybe
    : null;
}

/** Verbs that move work into a system: the place they move it 'to' is a system ('publish packages to cornerstone'). */
const MOVE_INTO =
  /^(publish(es|ed|ing)?|upload(s|ed|ing)?|deploy(s|ed|ing)?|export(s|ed|ing)?|migrat(e|es|ed|ing)|sync(s|ed|ing|ced|cing)?|submit(s|ted|ting)?|load(s|ed|ing)?|post(s|ed|ing)?)$/;

/**
 * 'publish scorm packages to cornerstone', 'uploaded the files to canvas': after 'to', the end of a move into a
 * system, within the same phrase (no comma) and four words of its verb. Verbs that move people ('sent', 'pushed
 * the team to excel') are not among them.
 */
function isMovedInto(all: Token[], i: number): boolean {
  const to = all[i - 1];
  if (!to || to.trail || lower(to) !== 'to') return false;
  for (let k = i - 2; k >= Math.max(0, i - 6); k--) {
    const token = all[k] as Token;
    if (token.trail) return false;
    if (MOVE_INTO.test(lower(token))) return true;
  }
  return false;
}

let closingNames: Record<string, string> | undefined;

/** The words a tool's name is opened by: a preposition of the tool, or 'run' and 'use' with no article. */
const OPENS_A_TOOL = /^(in|into|using|via|inside|ran|run|runs|use|used|uses)$/;
/**
 * What may follow a name that closes its phrase; not 'in', 'of', 'with' or 'to', which a noun takes itself, nor
 * 'after' ('phrase after phrase').
 */
const CLOSES_A_TOOL = /^(and|or|for|at|before|during|while|when|every|each|across|daily|weekly)$/;

/**
 * A product named by an English word (data/product-names.ts' NAMES_CLOSING_A_PHRASE: 'storyline', 'phrase') where
 * it both stands in a tool's place and closes the phrase: after 'in', 'using' ..., 'run' or 'use' with no article,
 * or the 'to' of a move into a system, or joined by 'and', 'or' or a comma to such a name ('in storyline and
 * rise'), and before a comma, the end, or a word that closes a phrase ('for 9,000 associates'). A noun's own
 * complement ('in phrase with', 'rise in sales') and a compound ('in storyline development') keep the word.
 */
function closingName(all: Token[], i: number): { value: string; span: number } | null {
  closingNames ??= Object.fromEntries(NAMES_CLOSING_A_PHRASE.map((name) => [name.toLowerCase(), name]));
  const token = all[i];
  const value = closingNames[lower(token)];
  if (!token || !value || !closesATool(all, i)) return null;
  const opensAt = (at: number) => {
    const opener = all[at - 1];
    return (
      (opener !== undefined && !opener.trail && OPENS_A_TOOL.test(lower(opener))) || isMovedInto(all, at)
    );
  };
  const before = all[i - 1];
  const joined = before !== undefined && /^(and|or)$/.test(lower(before)) && !before.trail;
  const other = joined ? i - 2 : before?.trail === ',' ? i - 1 : -1;
  const otherIsName = other >= 0 && closingNames[lower(all[other])] !== undefined && opensAt(other);
  return opensAt(i) || otherIsName ? { value, span: 1 } : null;
}

/**
 * Whether the word at i closes its phrase: a comma, the end, or a word that opens the next phrase. 'and' and 'or'
 * close it only before another name ('in storyline and rise'): 'in rise and fall' joins two nouns.
 */
function closesATool(all: Token[], i: number): boolean {
  const next = all[i + 1];
  if (!next || (all[i]?.trail ?? '') !== '') return true;
  if (!CLOSES_A_TOOL.test(lower(next))) return false;
  if (!/^(and|or)$/.test(lower(next))) return true;
  const other = all[i + 2]?.word ?? '';
  const key = other.toLowerCase();
  const { always, inToolPlace } = productCasing();
  const isName = always[key] !== undefined || inToolPlace[key] !== undefined;
  return /[A-Z]/.test(other) || closingNames?.[key] !== undefined || isName;
}

/** 'piper pa-28s', 'bell UH-1': a model number after a name makes the name its maker's. */
function isBeforeModel(token: Token | undefined): boolean {
  return token !== undefined && (writtenCode(token.word) !== null || /^[A-Z]{1,3}-\d/.test(token.word));
}

/**
 * 'sas/r', 'excel/vba': names joined by a slash, each written as its maker does once one of them is a sure name
 * ('and/or', 'day/night' have none).
 */
function slashedNames(word: string): { value: string; span: number } | null {
  const parts = word.split('/');
  if (parts.length < 2 || parts.some((part) => !part)) return null;
  const { always, inToolPlace } = productCasing();
  const sure = (part: string) => always[part] ?? TERM_CASING[part] ?? writtenCasing()[part];
  if (!parts.some((part) => sure(part) !== undefined)) return null;
  return { value: parts.map((part) => sure(part) ?? inToolPlace[part] ?? part).join('/'), span: 1 };
}

/**
 * 'in sas and r', 'r and python': a word joined by 'and', 'or' or a comma to a name stands where that name does.
 * The name before is one the note wrote capitalised or one of the names that are no ordinary word.
 */
function isCoordinatedWithName(all: Token[], i: number): boolean {
  const isName = (token: Token | undefined) =>
    token !== undefined &&
    (/[A-Z]/.test(token.word.slice(1)) || productCasing().always[token.word.toLowerCase()] !== undefined);
  // A name of several words after the conjunction: 'meta and google ads'.
  const startsName = (at: number) => isName(all[at]) || lookup(all, at, productCasing().always) !== null;
  const before = all[i - 1];
  const self = all[i];
  const after = all[i + 1];
  // Before: 'sas and r', 'stata, r'.
  if (before) {
    const joined = /^(and|or|&)$/.test(lower(before)) && !before.trail;
    const other = joined ? all[i - 2] : before.trail === ',' ? before : undefined;
    if (other && !(joined && other.trail && other.trail !== ',') && isName(other)) return true;
  }
  // After: 'r and python', 'r, sas'.
  if (!self || !after) return false;
  if (self.trail === ',') return startsName(i + 1);
  return !self.trail && /^(and|or|&)$/.test(lower(after)) && !after.trail && startsName(i + 2);
}

/**
 * A short form some table of the writer knows ('admin', 'atty' once listed), even where it is left as written:
 * a clipped word, not an acronym.
 */
function isShortForm(key: string): boolean {
  const abbreviations: Record<string, string> = occupationData.abbreviations;
  return (
    key in SHORTHAND ||
    key in shorthandLexicon() ||
    key in COUNT_NEUTRAL_SHORTHAND ||
    key in MISSPELLINGS ||
    key in abbreviations
  );
}

/** Machines named by their maker ('haas mills', 'a mazak lathe', 'okuma machines'). */
const MACHINE_NOUNS =
  /^(mills?|lathes?|machines?|presses|routers?|robots?|grinders?|lasers?|printers?|excavators?|loaders?|forklifts?|cranes?|tractors?|combines|planters?|sprayers?|compressors?|chillers?|boilers?|furnaces?)$/;

/**
 * 'set up and run haas mills and a mazak lathe' -> 'Haas mills', 'Mazak lathe': a word of four letters or more that
 * no lexicon holds (WordNet, nor the English model's) standing before a machine is the machine's maker. Makers are
 * named after founders or by coined words, written with one capital (Haas, Mazak, Okuma, Hurco, Fanuc, Omron,
 * Rheem, Trane, Hilti: of the machine makers the product list holds, only KUKA is in capitals); a maker in initials
 * cannot be read aloud ('dmg', 'cnc' and 'vmc' are kinds of machine) and is left to unknownAcronym. Elsewhere a short
 * unknown word that can be read aloud is an acronym as often as a name (the product list: 66 against 51).
 */
function makerName(all: Token[], i: number): { value: string; span: number } | null {
  const token = all[i];
  const next = all[i + 1];
  if (!token || !next || token.trail) return null;
  // 'hurco and fadal mills': a maker joined to the maker before the machine names the same kind of machine.
  const joined = /^(and|or)$/.test(lower(next)) && !next.trail && isMakerWord(all[i + 2]?.word ?? '');
  const machine = joined ? all[i + 3] : next;
  if (!machine || (joined && all[i + 2]?.trail) || !MACHINE_NOUNS.test(lower(machine))) return null;
  const word = token.word;
  return isMakerWord(word) ? { value: `${word.charAt(0).toUpperCase()}${word.slice(1)}`, span: 1 } : null;
}

/** A lower-case word of four letters or more, read aloud as a word, that no lexicon holds nor English derived. */
function isMakerWord(word: string): boolean {
  if (!/^[a-z]{4,}$/.test(word) || !/[aeiouy]/.test(word) || isSpeltOut(word) || ENGLISH_ENDING.test(word))
    return false;
  if (isWrittenLower(word) || isShortForm(word) || isInLexicon(word)) return false;
  return word.length <= 5 ? isUnknownShortWord(word) : !isInLexicon(readWords(word)[0]?.lemma ?? word);
}

/** The prepositions after which a tool's name stands ('in seis', 'using ost'); 'with' also takes people. */
const ACRONYM_BEFORE = /^(in|into|using|via|through)$/;

/** A token no English word opens or closes like: read aloud it would be spelt out ('ncci', 'lihtc'). */
const isSpeltOut = (word: string) => opensAsNoWord(word) || closesAsNoWord(word);

/**
 * A model number written in lower case ('pa-28s' -> 'PA-28s', 'k-5' -> 'K-5') or initials joined by '&' or '/'
 * ('ps&e', 'e/m'); a short token that opens as no English word does ('ncci', 'tbi'), wherever it stands; or a
 * short token that is no English word standing where a name does: after 'in', 'using' ..., before 'devices',
 * 'software' ..., or joined to a name by 'and', 'or' or a comma ('bluebeam and ost' -> 'OST'). Not before a
 * figure ('bldg 4' is a building), and read as a plural only after one ('150 ltas' -> 'LTAs').
 */
function unknownAcronym(all: Token[], i: number): { value: string; span: number } | null {
  const token = all[i];
  if (!token) return null;
  const code = writtenCode(token.word);
  if (code) return { value: code, span: 1 };
  const initials = writtenInitials(token.word);
  if (initials) return { value: initials, span: 1 };
  if (isWrittenLower(token.word) || isShortForm(token.word) || !isUnknownShortWord(token.word)) return null;
  const before = all[i - 1];
  const after = all[i + 1];
  if (after && !token.trail && /^\$?\d/.test(after.word)) return null;
  const inPlace = standsWhereANameDoes(all, i, ACRONYM_BEFORE) || isFirstOfAToolCompound(all, i);
  if (!isSpeltOut(token.word) && !inPlace) return null;
  const afterFigure = /^\d[\d,.+]*$/.test(before?.word ?? '');
  // 'ltas': spelt out without its 's' too, so the 's' is the plural ('LTAs'); 'seis' needs a figure before it.
  const stem = token.word.slice(0, -1);
  const isPlural = stem.length >= 3 && isSpeltOut(stem);
  const value =
    (afterFigure || isPlural) && token.word.endsWith('s')
      ? `${token.word.slice(0, -1).toUpperCase()}s`
      : token.word.toUpperCase();
  return { value, span: 1 };
}

/** Where a product stands ('through' also takes methods: 'grew them through upsells'). */
const NAME_BEFORE = /^(in|into|using|via)$/;
/**
 * 'with' and 'from' take people as well as tools, and a word no lexicon holds after them is a name either way (a
 * capital is right for both) when it ends the phrase ('with xbench before every release'); before a noun it is
 * a modifier, often a clipped word ('with fluoro studies'). Not the bare object of 'run' or 'use': what is run with
 * no article is as often work written as one word the lexicon lacks ('ran bloodwork on the machines').
 */
const NAME_BEFORE_ALONE = /^(with|from)$/;
const ENDS_PHRASE = /^(and|or|to|for|in|on|at|by|before|after|during|while|when|every|each|across|into)$/;
/** Endings English derives words with: a word so made is a new or misspelt word, not a maker's name. */
const ENGLISH_ENDING =
  /(?:ing|ings|ed|tion|tions|ment|ments|ness|ity|ities|able|ible|ize|ized|ise|ised|ful|less|ous|ive|ives|ist|ists|ism|ical)$/;

/**
 * A lower-case word of six letters or more that the English model's lexicon does not hold, nor its lemma, standing
 * where a tool's name does (after 'in', 'using', 'into', 'via', before 'software', 'reports' ..., or joined to a name): a
 * product its maker writes with a capital and the note did not ('in mastercam' -> 'Mastercam', 'yardi and
 * onesite'). Shorter unknown words are acronyms (unknownAcronym); a name with inner capitals ('SolidWorks') needs
 * the product list.
 */
function unknownName(all: Token[], i: number): { value: string; span: number } | null {
  const token = all[i];
  if (!token || !/^[a-z]{6,}$/.test(token.word) || ENGLISH_ENDING.test(token.word)) return null;
  const word = token.word;
  // The place first: it is a look at two neighbours, the lexicon a reading by the model.
  const next = all[i + 1];
  const endsPhrase = !next || token.trail !== '' || ENDS_PHRASE.test(lower(next));
  const isAlone = endsPhrase && NAME_BEFORE_ALONE.test(lower(all[i - 1])) && !all[i - 1]?.trail;
  if (!(isAlone || standsWhereANameDoes(all, i, NAME_BEFORE)) || isWrittenLower(word) || isShortForm(word))
    return null;
  const lemma = readWords(word)[0]?.lemma ?? word;
  const singular = word.endsWith('s') ? word.slice(0, -1) : word;
  if (isInLexicon(word) || isInLexicon(lemma) || isInLexicon(singular)) return null;
  return { value: `${word.charAt(0).toUpperCase()}${word.slice(1)}`, span: 1 };
}

/**
 * 'vrt seeding scripts', 'ost takeoff reports': the first word of a compound whose head is a tool's noun modifies it
 * as a name does before the noun itself. The word between is a noun of the compound, not a word that ends a phrase.
 * Read for short tokens only: a long word the lexicon lacks there is as often a compound noun ('sitework cost
 * codes', 'bloodwork lab reports').
 */
function isFirstOfAToolCompound(all: Token[], i: number): boolean {
  const middle = all[i + 1];
  if (!middle || all[i]?.trail || middle.trail || !/^[a-z]+$/.test(middle.word)) return false;
  if (ENDS_PHRASE.test(middle.word) || DETERMINERS.test(middle.word) || /^(of|the|a|an)$/.test(middle.word))
    return false;
  return isToolAfter(lower(all[i + 2]));
}

/** After one of `before`'s words, before a tool's noun ('software', 'reports' ...), or joined to a name. */
function standsWhereANameDoes(all: Token[], i: number, before: RegExp): boolean {
  const token = all[i] as Token;
  const previous = all[i - 1];
  return (
    (previous !== undefined && !previous.trail && before.test(lower(previous))) ||
    (!token.trail && isToolAfter(lower(all[i + 1]))) ||
    isMovedInto(all, i) ||
    isCoordinatedWithName(all, i)
  );
}

const FILLER_LOOKUP: Record<string, string> = Object.fromEntries(FILLER_PHRASES.map((p) => [p, '']));

/** 'ceo's' -> 'CEO's'. */
function possessiveTerm(token: Token | undefined): { value: string; span: number } | null {
  const m = token ? /^(.+)'s$/i.exec(token.word) : null;
  const term = m?.[1] ? TERM_CASING[m[1].toLowerCase()] : undefined;
  return term ? { value: `${term}'s`, span: 1 } : null;
}

function dropPronouns(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const w = lower(t);
    // 'phase i', 'title i': after a part of a document or standard, 'i' is the roman one (designator() writes it).
    const isRomanOne = w === 'i' && TITLED.has(lower(tokens[i - 1])) && !tokens[i - 1]?.trail;
    if (!isRomanOne && /^(i|i'm|im|i've|ive|i'd|me|myself|we|we've|ourselves)$/.test(w)) {
      if (t.trail && out.length > 0) (out[out.length - 1] as Token).trail ||= t.trail;
      continue;
    }
    if (/^(my|our)$/.test(w)) {
      if (lower(tokens[i + 1]) === 'own') i++;
      out.push({ word: 'the', trail: t.trail });
      continue;
    }
    out.push(t);
  }
  return out;
}

/** 'assist dentist during' -> 'assist the dentist during'. */
function addArticles(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, i) => {
    const key = lower(t).replace(/'s$/, '');
    const previous = tokens[i - 1];
    if (i > 0 && ROLE_NOUNS.has(key) && previous && !previous.trail && LINKS.test(lower(previous))) {
      out.push({ word: 'the', trail: '' });
    }
    out.push(t);
  });
  return out;
}

const COUNT_UNITS =
  /^(seat|bed|room|person|store|unit|truck|week|day|hour|month|year|mile|acre|page|step|point|minute|member|location|chair|table|site)$/;

/** '80 seat restaurant' -> '80-seat restaurant': a count that describes the next noun. */
function hyphenateCounts(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const unit = tokens[i + 1];
    const next = tokens[i + 2];
    if (/^\d+$/.test(t.word) && !t.trail && unit && !unit.trail && COUNT_UNITS.test(lower(unit)) && next) {
      if (
        /^[a-z]+$/.test(lower(next)) &&
        !LINKS.test(lower(next)) &&
        !/^(a|per|each|of|in|at)$/.test(lower(next))
      ) {
        out.push({ word: `${t.word}-${unit.word.toLowerCase()}`, trail: '' });
        i++;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** True when no word of substance is left ('did various tasks' -> nothing). */
export function isEmptyContent(tokens: Token[]): boolean {
  return tokens.every((t) => EMPTY_WORDS.has(lower(t)) || !/[a-z0-9]/i.test(t.word));
}

export { DETERMINERS };
