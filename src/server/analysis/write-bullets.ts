import type { GenerateBulletsInput } from '../../domain/ai-api';
import { IMPACT_UPGRADES, noteVerbBase } from './action-verbs';
import { chooseOpening, tensed } from './choose-verb';
import {
  type CleanContext,
  cleanTokens,
  detokenize,
  isEmptyContent,
  joinCompoundVerb,
  type Token,
  tokenize,
} from './clean-words';
import { COMPOUND_NOUNS, VAGUE_HEADS } from './data/word-fixes';
import { namesAsWritten } from './names-as-written';
import { continuesActivityList } from './noun-compounds';
import { numbersKept } from './numbers-kept';
import { resultAsAction } from './result-notes';
import { skillSpellings } from './skill-spellings';
import { clauseVerbFlags, splitNotes, VERB_ALIASES, verbForm } from './split-notes';
import { capitalize, cutAtWord, normalize } from './text-tools';
import { weaveKeyword } from './weave-keyword';

/**
 * The built-in bullet writer: rough notes in, one idea per bullet out, each opening with a verb chosen for
 * the phrase, in the role's tense, in clean words. It rearranges and rewords the user's own notes and never
 * adds a number, tool, employer or result (grounding.ts checks that for any provider).
 */

export const BULLET_MAX_CHARS = 110;

const JOINER = /^(and|or|&)$/i;

/**
 * The words after the opening verb, with every later clause's verb chosen and put in the bullet's tense:
 * 'and made it faster' -> 'and improved its speed', 'pick and packed' -> 'pick and pack'. `isNounList`: the note
 * wrote no verb, so a second activity after 'and' is a noun ('wound care and drain management').
 */
function rewriteRest(
  rest: string,
  isCurrent: boolean,
  openerIsVerb: boolean,
  isNounList = false,
  opener = '',
): string {
  const tokens = tokenize(rest);
  /** The note as the model reads it, subject and opening verb first, and where the word at `i` stands in it. */
  const sentenceAt = (i: number) => {
    const lead = `I ${opener} ${tokens
      .slice(0, i)
      .map((token) => `${token.word}${token.trail}`)
      .join(' ')} `;
    const words = tokens.slice(i).map((token) => `${token.word}${token.trail}`);
    return { text: `${lead}${words.join(' ')}`, at: lead.length };
  };
  const verbs = clauseVerbFlags(tokens);
  const isClauseVerbAt = (i: number) => verbs[i] === true;
  const isJoin = (i: number) => {
    const before = tokens[i - 1];
    if (i === 0) return openerIsVerb;
    return Boolean(before && (JOINER.test(before.word) || /,$/.test(before.trail)));
  };
  const wordsFrom = (i: number) => tokens.slice(i, i + 3).map((token) => `${token.word}${token.trail}`);
  const startsClause = (i: number) => {
    const t = tokens[i];
    if (!t || !isJoin(i) || !isClauseVerbAt(i)) return false;
    const next = tokens[i + 1];
    if (next && COMPOUND_NOUNS.has(`${t.word} ${next.word}`.toLowerCase())) return false;
    const hasObject = Boolean(next && !JOINER.test(next.word) && !t.trail);
    const before = tokens[i - 1];
    // 'wound care and drain management': a second activity named like the first, no clause of its own.
    const listed = tokens.slice(0, i - 1).map((token) => token.word);
    if (
      before &&
      JOINER.test(before.word) &&
      !before.trail &&
      continuesActivityList(listed, wordsFrom(i), isNounList, opener ? sentenceAt(i) : undefined)
    )
      return false;
    const beforeJoin = before && JOINER.test(before.word) ? tokens[i - 2] : before;
    // Right after the opening verb only a list of verbs counts ('cut, color and style'), not 'reduced wait time'
    // nor 'edit water and sewer data', whose next item is no verb.
    if (i === 0) return startsVerbList(tokens, verbs);
    const joinsVerbs = Boolean(beforeJoin && verbs[tokens.indexOf(beforeJoin)]);
    return hasObject || joinsVerbs;
  };
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    if (!startsClause(i)) {
      const t = tokens[i] as Token;
      out.push(`${t.word}${t.trail}`);
      i++;
      continue;
    }
    let end = i + 1;
    while (end < tokens.length && !startsClause(end)) end++;
    const clause = tokens.slice(i, end);
    const lastTrail = clause[clause.length - 1]?.trail ?? '';
    const head = clause[0] as Token;
    const hasObject = clause.slice(1).some((t) => !JOINER.test(t.word));
    const opening = hasObject
      ? chooseOpening(clause)
      : {
          verb: noteVerbBase(head.word) ?? head.word,
          rest: clause
            .slice(1)
            .map((t) => `${t.word}${t.trail}`)
            .join(' '),
        };
    if (!opening) break;
    if (!hasObject && opening.rest) {
      out.push(`${tensed(opening.verb, isCurrent, head.word)}${head.trail} ${opening.rest}`);
      i = end;
      continue;
    }
    out.push(`${tensed(opening.verb, isCurrent, head.word)}${opening.rest ? ` ${opening.rest}` : lastTrail}`);
    i = end;
  }
  return out.join(' ');
}

/**
 * Whether the words after an opening verb go on a list of verbs: 'color and style hair', 'color, style and dry
 * hair' (every item a lone verb up to the last, which is a verb too), not 'water and sewer data', 'water, sewer
 * and storm layers' or 'wire, install outlets'.
 */
function startsVerbList(tokens: readonly Token[], verbs = clauseVerbFlags(tokens)): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const item = tokens[i] as Token;
    if (!verbs[i]) return false;
    if (item.trail.includes(',')) continue;
    // 'wire, install outlets': an item with its own object ends the list; 'wire' was the object before it.
    const joiner = tokens[i + 1];
    const last = tokens[i + 2];
    return Boolean(
      joiner && !item.trail && !joiner.trail && JOINER.test(joiner.word) && last && verbs[i + 2],
    );
  }
  return false;
}

/** Phrases that are filler whole ('doing lots of stuff for the teacher'). */
const FILLER_CLAUSES =
  /\b(?:doing|did|do|does|helping|helped|help)(?: out)?(?: with)? (?:lots of |a lot of |various |other |misc |random |general )*(?:stuff|things|tasks|odd jobs)\b(?: for (?:the )?[a-z]+| as needed)?/gi;

const FIXED_PHRASES: [RegExp, string][] = [
  [
    /\b(?<!(?:the|a|an|each|every) )(month-end|year-end|quarter-end) (close|closing|reporting)\b/gi,
    'the $1 $2',
  ],
  [/\s+([,.;:])/g, '$1'],
  [/\s+/g, ' '],
  [/[,;:\s]+$/g, ''],
];

/** One note fragment as a bullet, or null when nothing worth keeping is left. */
export function rewriteNote(
  note: string,
  isCurrent: boolean,
  context: CleanContext = { jobTitle: '' },
): string | null {
  const stated = note.replace(/[.!]+$/, '').replace(FILLER_CLAUSES, '');
  const raw = tokenize(resultAsAction(stated) ?? stated);
  const first = raw[0];
  if (first && VERB_ALIASES[first.word.toLowerCase()]) {
    raw.splice(
      0,
      1,
      { word: VERB_ALIASES[first.word.toLowerCase()] ?? '', trail: '' },
      { word: 'up', trail: first.trail },
    );
  }
  const cleaned = cleanTokens(joinCompoundVerb(raw), context).filter(
    (t: Token, i) => !(i === 0 && /^(also|then|and|daily|always|was|were|am|is|are)$/i.test(t.word)),
  );
  if (cleaned.length === 0 || isEmptyContent(cleaned)) return null;
  const opening = chooseOpening(cleaned);
  if (!opening) return null;
  const restTokens = tokenize(opening.rest);
  if (isEmptyContent(restTokens)) return null;
  // 'misc office duties', 'did daily tasks': work named only by a vague noun says nothing.
  const lastWord = restTokens[restTokens.length - 1]?.word ?? '';
  if (
    restTokens.length <= 3 &&
    VAGUE_HEADS.test(lastWord) &&
    (opening.nounFirst || /^(complete|manage)$/.test(opening.verb))
  ) {
    return null;
  }
  const isSingleVerb = opening.verb.split(' ').length === 1 && !opening.nounFirst;
  // 'cut color and style hair': verbs that share one object are a list.
  const listed = isSingleVerb && startsVerbList(restTokens);
  const verb = `${tensed(opening.verb, isCurrent, cleaned[0]?.word)}${listed ? ',' : ''}`;
  // 'wound care and drain management': the note wrote no verb ('did' is one), so its 'and' lists nouns.
  const isNounList =
    Boolean(opening.nounFirst) && verbForm(cleaned[0]?.word ?? '', cleaned[1]?.word) === 'none';
  const rest = rewriteRest(
    opening.rest,
    isCurrent,
    isSingleVerb,
    isNounList,
    isSingleVerb ? tensed(opening.verb, isCurrent, cleaned[0]?.word) : '',
  );
  let sentence = `${verb} ${rest}`;
  for (const [pattern, replacement] of FIXED_PHRASES) sentence = sentence.replace(pattern, replacement);
  const cut = cutAtWord(sentence.trim(), BULLET_MAX_CHARS);
  // A figure the user wrote is never cut away: a long bullet with all its numbers beats a short one without.
  return capitalize(numbersKept(note, cut) ? cut : sentence.trim());
}

/**
 * Another writer's bullet (the configured model's) held to the same word rules: shorthand, tool casing,
 * spelling, filler and pronouns; its wording and verbs are left as they are.
 */
export function polishBullet(bullet: string, context: CleanContext): string {
  const text = detokenize(
    cleanTokens(tokenize(bullet.replace(/^[-*•\s]+/, '').replace(/[.!]+$/, '')), context),
  );
  return capitalize(cutAtWord(text.replace(/\s+([,.;:])/g, '$1'), BULLET_MAX_CHARS));
}

/** Key for duplicates: the bullet's words without its opening verb, so 'Led X' and 'Managed X' collide. */
function duplicateKey(bullet: string): string {
  return normalize(bullet).split(' ').slice(1).join(' ');
}

/**
 * Every text of the request where the user's own spelling of a name can be read; not the job title, which is
 * written in title case ('Sous Chef' says nothing of 'the chef').
 */
function requestTexts(input: GenerateBulletsInput): string[] {
  const refresh = input.refresh_request;
  return [input.company, ...input.draft_bullets, refresh?.current_bullet ?? '', refresh?.keyword ?? ''];
}

export function writeBullets(input: GenerateBulletsInput): string[] {
  // The skills list's spellings win over the notes': the user typed them as names, once and on purpose.
  const names = { ...namesAsWritten(requestTexts(input)), ...skillSpellings(input.skill_names) };
  const context = { jobTitle: input.job_title, names };
  if (input.refresh_request) {
    const { current_bullet, instruction, keyword, keyword_kind } = input.refresh_request;
    if (keyword) {
      // The bullet is the user's own finished line: its words and verb stay; only shorthand and casing are
      // fixed, and a bullet longer than the polish keeps is left whole rather than cut.
      const cleaned =
        current_bullet.length <= BULLET_MAX_CHARS
          ? polishBullet(current_bullet, context) || current_bullet
          : current_bullet;
      return weaveKeyword(cleaned, keyword, keyword_kind, input.is_current_role);
    }
    return [refreshBullet(current_bullet, instruction, input.is_current_role, context)];
  }
  const seen = new Set<string>();
  const bullets: string[] = [];
  for (const note of splitNotes(input.draft_bullets)) {
    const bullet = rewriteNote(note, input.is_current_role, context);
    if (!bullet) continue;
    const key = duplicateKey(bullet);
    if (seen.has(key)) continue;
    seen.add(key);
    bullets.push(bullet);
    if (bullets.length >= input.style_prefs.max_bullets) break;
  }
  return bullets;
}

const WORDY: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\bon a daily basis\b/gi, 'daily'],
  [/\bon a weekly basis\b/gi, 'weekly'],
  [/\ba wide range of\b/gi, ''],
  [/\b(multiple|several|numerous|different)\s+/gi, ''],
  [/\butiliz(e|ed|ing)\b/gi, 'us$1'],
  [/\s*\([^)]*\)/g, ''],
  [/\s*&\s*/g, ' and '],
];

function tighten(text: string): string {
  let out = text;
  for (const [pattern, replacement] of WORDY) out = out.replace(pattern, replacement);
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
}

/** Another fitting verb, for a rewrite that must differ from the bullet it replaces. */
const ALTERNATIVES: Record<string, string> = {
  manage: 'oversee',
  oversee: 'manage',
  lead: 'direct',
  direct: 'lead',
  handle: 'manage',
  resolve: 'address',
  prepare: 'produce',
  create: 'design',
  develop: 'build',
  build: 'develop',
  support: 'assist',
  assist: 'support',
  train: 'coach',
  coach: 'train',
  process: 'handle',
  conduct: 'carry out',
  perform: 'carry out',
  complete: 'deliver',
  operate: 'run',
  run: 'operate',
  repair: 'restore',
  fix: 'repair',
  document: 'record',
  record: 'document',
  coordinate: 'organize',
  organize: 'coordinate',
  serve: 'assist',
  sell: 'promote',
  increase: 'grow',
  grow: 'increase',
  reduce: 'cut',
  cut: 'reduce',
  design: 'create',
  deliver: 'provide',
  provide: 'deliver',
  maintain: 'keep',
  monitor: 'track',
  track: 'monitor',
  review: 'evaluate',
  write: 'draft',
  draft: 'write',
  teach: 'instruct',
  instruct: 'teach',
  mentor: 'coach',
  collaborate: 'partner',
  administer: 'give',
  care: 'look',
  install: 'set up',
  clean: 'sanitize',
  inspect: 'check',
  check: 'verify',
  verify: 'check',
  schedule: 'book',
  plan: 'organize',
  analyze: 'evaluate',
  migrate: 'move',
  achieve: 'reach',
  diagnose: 'troubleshoot',
  troubleshoot: 'diagnose',
};

function withVerb(bullet: string, base: string, isCurrent: boolean): string {
  const [, ...rest] = bullet.split(' ');
  const tail = rest.join(' ');
  // 'Cared for X' -> 'Looked after X': a phrasal verb carries its particle.
  const phrasal = base === 'look' ? tail.replace(/^for\b/, 'after') : tail;
  return capitalize(`${tensed(base, isCurrent)} ${phrasal}`.trim());
}

/** Rewrites one bullet along the instruction ('shorter', 'more impact', 'clearer'); never the same text back. */
export function refreshBullet(
  current: string,
  instruction: string,
  isCurrent: boolean,
  context: CleanContext = { jobTitle: '' },
): string {
  const rewritten = rewriteNote(current, isCurrent, context) ?? capitalize(current.trim());
  const wish = instruction.toLowerCase();
  const base = noteVerbBase(rewritten.split(' ')[0] ?? '') ?? '';
  let result: string;
  if (wish.includes('short')) {
    const tight = tighten(rewritten);
    // Keep the main clause: what follows the first comma, 'while' or 'through' is detail.
    const mainClause = tight.split(/,\s|\s(?:while|through|which|including)\s/)[0] ?? tight;
    const target = Math.max(40, Math.floor(rewritten.length * 0.75));
    const shorter = mainClause.split(' ').length >= 3 ? mainClause : tight;
    result = capitalize(cutAtWord(shorter, Math.min(target, BULLET_MAX_CHARS)));
  } else if (wish.includes('impact')) {
    const upgrade = IMPACT_UPGRADES[base] ?? ALTERNATIVES[base] ?? 'spearhead';
    result = cutAtWord(tighten(withVerb(rewritten, upgrade, isCurrent)), BULLET_MAX_CHARS);
  } else {
    result = capitalize(cutAtWord(tighten(rewritten), BULLET_MAX_CHARS));
  }
  if (normalize(result) === normalize(current) && ALTERNATIVES[base]) {
    result = cutAtWord(withVerb(result, ALTERNATIVES[base] ?? base, isCurrent), BULLET_MAX_CHARS);
  }
  // Shorter, stronger or plainer, a rewrite keeps every figure of the bullet; when a cut would drop one, the
  // whole tightened bullet is given instead.
  if (!numbersKept(current, result)) result = capitalize(tighten(rewritten));
  return numbersKept(current, result) ? result : rewritten;
}
