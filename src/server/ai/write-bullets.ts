import type { GenerateBulletsInput } from '../../domain/ai-api';
import { IMPACT_UPGRADES, inTense, verbBase, WEAK_VERB_REPLACEMENTS } from './action-verbs';
import { capitalize, cutAtWord, htmlToLines, normalize } from './text-tools';

/**
 * The built-in bullet writer: rough notes in, one-line resume bullets out. It only rearranges and trims the
 * user's own words and adds an opening verb, so it can never invent a number, a name or a fact.
 */

export const BULLET_MAX_CHARS = 110;

/** Openers that carry no information; the value says which verb, if any, replaces them. */
const LEADING_FILLER: [RegExp, string | null][] = [
  [/^(i|we|they)\s+/i, null],
  [/^(was|am|were|have been|has been)\s+/i, null],
  [/^(responsible for|tasked with|duties included|duties include|involved in|in charge of)\s+/i, 'manage'],
  [/^(helped|assisted|aided)\s+(with|to|in)\s+/i, 'support'],
  [/^worked\s+(on|in)\s+/i, 'develop'],
  [/^worked\s+with\s+/i, 'collaborate with'],
  [/^(did|doing)\s+/i, 'complete'],
];

/** Words that weaken a bullet wherever they stand. */
const INLINE_FILLER =
  /\b(various|basically|really|very|just|stuff like|stuff|things like|a lot of|lots of|etc\.?|and so on|successfully|effectively)\b\s*/gi;

/** A verb chosen from the content when the note starts with a noun ('weekly sales reports' -> 'Prepared ...'). */
const TOPIC_VERBS: [RegExp, string][] = [
  [/\b(report|reports|dashboard|dashboards|analysis|forecast|forecasts|statement|statements)\b/i, 'prepare'],
  [/\b(team|staff|crew|employees|volunteers|interns)\b/i, 'lead'],
  [/\b(code|app|apps|website|feature|features|api|apis|software|service|services|pipeline)\b/i, 'develop'],
  [/\b(sales|revenue|deals|pipeline|leads)\b/i, 'drive'],
  [/\b(customer|customers|client|clients|guest|guests|patient|patients|caller|callers)\b/i, 'support'],
  [/\b(class|classes|lesson|lessons|curriculum|course|courses|training)\b/i, 'deliver'],
  [/\b(event|events|meeting|meetings|schedule|schedules|calendar|calendars|travel)\b/i, 'coordinate'],
  [/\b(campaign|campaigns|content|posts|newsletter|newsletters)\b/i, 'create'],
];

type VerbForm = 'base' | 'past' | 'other';

function formOf(word: string, base: string): VerbForm {
  const w = word.toLowerCase();
  if (w === base) return 'base';
  if (w.endsWith('ed') || inTense(base, false) === w) return 'past';
  return 'other';
}

/** Splits notes into candidate bullets: lines, list markers, semicolons and sentence ends. */
export function splitNotes(notes: string[]): string[] {
  const fragments: string[] = [];
  for (const note of notes) {
    for (const line of htmlToLines(note)) {
      const unmarked = line.replace(/^([-*•·>]+|\d+[.)])\s*/, '');
      for (const part of unmarked.split(/;\s*|(?<=[a-z%)])[.!]\s+(?=[A-Za-z])/)) {
        const trimmed = part.trim();
        if (trimmed) fragments.push(trimmed);
      }
    }
  }
  return fragments;
}

function stripFiller(text: string): { rest: string; verb: string | null } {
  let rest = text.trim().replace(/[.;,!\s]+$/, '');
  let verb: string | null = null;
  let changed = true;
  while (changed) {
    changed = false;
    for (const [pattern, replacement] of LEADING_FILLER) {
      if (pattern.test(rest)) {
        rest = rest.replace(pattern, '');
        if (replacement) verb = replacement;
        changed = true;
      }
    }
  }
  rest = rest
    .replace(INLINE_FILLER, '')
    .replace(/\bmy\b/gi, 'the')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return { rest, verb };
}

/** Puts later verbs of the same form into the bullet's tense ('Manage the team and trained' -> '... and train'). */
function alignTense(rest: string, firstForm: VerbForm, isCurrent: boolean): string {
  if (firstForm === 'other') return rest;
  return rest.replace(/(\band |, )([A-Za-z]+)/g, (match, joiner: string, word: string) => {
    const base = verbBase(word);
    if (!base || formOf(word, base) !== firstForm) return match;
    return `${joiner}${inTense(base, isCurrent)}`;
  });
}

/** One rough note as a bullet, or null when nothing worth keeping is left. */
export function rewriteNote(note: string, isCurrent: boolean): string | null {
  const { rest: cleaned, verb: fillerVerb } = stripFiller(note);
  const tokens = cleaned.split(' ').filter(Boolean);
  if (tokens.length === 0) return null;
  const [first = '', second = ''] = tokens;
  const firstBase = verbBase(first.replace(/[^A-Za-z]/g, ''));
  // 'design of the homepage' is a noun; 'design the homepage' is a verb.
  const isVerbFirst = Boolean(firstBase) && !/^(of|and|&)$/i.test(second);
  let base: string;
  let rest: string;
  let firstForm: VerbForm = 'other';
  if (isVerbFirst && firstBase) {
    base = WEAK_VERB_REPLACEMENTS[firstBase] ?? firstBase;
    if (firstBase === 'work' && /^with$/i.test(second)) base = 'collaborate';
    firstForm = formOf(first, firstBase);
    rest = tokens.slice(1).join(' ');
  } else {
    base = fillerVerb ?? TOPIC_VERBS.find(([pattern]) => pattern.test(cleaned))?.[1] ?? 'manage';
    rest = tokens.join(' ');
  }
  if (normalize(rest).split(' ').filter(Boolean).length < 1) return null;
  const [verbWord, ...verbTail] = base.split(' ');
  const verb = [inTense(verbWord ?? base, isCurrent), ...verbTail].join(' ');
  // Lower-case the old first word unless it looks like a name or acronym the user wrote ('SQL', 'Salesforce').
  const restFixed = rest.replace(/^([A-Z])([a-z]+)\b/, (m, a: string, b: string) =>
    isVerbFirst ? m : `${a.toLowerCase()}${b}`,
  );
  const sentence = `${verb} ${alignTense(restFixed, firstForm, isCurrent)}`;
  return capitalize(cutAtWord(sentence.replace(/\s+/g, ' ').trim(), BULLET_MAX_CHARS));
}

/** Key for duplicates: the bullet's words without its opening verb, so 'Led X' and 'Managed X' collide. */
function duplicateKey(bullet: string): string {
  return normalize(bullet).split(' ').slice(1).join(' ');
}

export function writeBullets(input: GenerateBulletsInput): string[] {
  if (input.refresh_request) {
    return [
      refreshBullet(
        input.refresh_request.current_bullet,
        input.refresh_request.instruction,
        input.is_current_role,
      ),
    ];
  }
  const seen = new Set<string>();
  const bullets: string[] = [];
  for (const note of splitNotes(input.draft_bullets)) {
    const bullet = rewriteNote(note, input.is_current_role);
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
  [/\bmultiple\b|\bseveral\b|\bnumerous\b|\bdifferent\b/gi, ''],
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

/** Rewrites one bullet along the instruction: 'shorter', 'more impact' or 'clearer' (anything else: clearer). */
export function refreshBullet(current: string, instruction: string, isCurrent: boolean): string {
  const rewritten = rewriteNote(current, isCurrent) ?? capitalize(current.trim());
  const wish = instruction.toLowerCase();
  if (wish.includes('short')) {
    const tight = tighten(rewritten);
    // Keep the main clause: what follows the first comma, 'while' or 'through' is detail.
    const mainClause = tight.split(/,\s|\s(?:while|through|which|including)\s/)[0] ?? tight;
    const target = Math.max(40, Math.floor(rewritten.length * 0.75));
    const shorter = mainClause.split(' ').length >= 3 ? mainClause : tight;
    return capitalize(cutAtWord(shorter, Math.min(target, BULLET_MAX_CHARS)));
  }
  if (wish.includes('impact')) {
    const [first = '', ...rest] = rewritten.split(' ');
    const base = verbBase(first) ?? '';
    const upgrade = IMPACT_UPGRADES[base] ?? (base === 'spearhead' ? 'lead' : 'spearhead');
    return capitalize(
      cutAtWord(tighten(`${inTense(upgrade, isCurrent)} ${rest.join(' ')}`), BULLET_MAX_CHARS),
    );
  }
  return capitalize(cutAtWord(tighten(rewritten), BULLET_MAX_CHARS - 10));
}
