import { escapeRegExp } from '../../src/domain/escape-reg-exp';
import { pastTense } from '../../src/server/analysis/action-verbs';
import { bulletHint } from '../../src/server/analysis/bullet-hints';
import { BULLET_MAX_CHARS } from '../../src/server/analysis/write-bullets';

/**
 * The rules a written bullet is held to (issue 8's writer rules), one definition shared by
 * src/server/analysis/bullet-quality.test.ts and the quality benchmark (bench/quality).
 */

/** What a labelled note expects of one bullet: its opening verbs, words it keeps, words it must not hold. */
export interface ExpectedBullet {
  verbs: string[];
  has: string[];
  also?: string[];
  no?: string[];
}

export type BulletRule =
  | 'one idea'
  | 'verb'
  | 'tense'
  | 'words'
  | 'clean'
  | 'numbers kept'
  | 'grounded'
  | 'hint';

export interface NoteToScore {
  current: boolean;
  notes: string;
  bullets: ExpectedBullet[];
}

/** Figures in a text; '1 on 1' and '24/7' are idioms, not figures. */
export const numbersIn = (text: string) =>
  (text.replace(/\b1 on 1\b|\b24\/7\b/gi, '').match(/\d[\d,.]*/g) ?? []).map((n) =>
    n.replace(/[.,]+$/, '').replace(/,/g, ''),
  );
const tensed = (base: string, isCurrent: boolean) => {
  const [head = '', ...tail] = base.split(' ');
  return [isCurrent ? head : pastTense(head), ...tail].join(' ');
};
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const GLOBAL_FORBIDDEN =
  /\b(me|my|we|our|various|stuff|basically|etc|responsible for|helped with|duties included)\b|\.$|\s{2}/i;
/**
 * The pronoun 'I': a lone letter, not part of a code ('I-9', 'Form I-129') nor the roman one after a part of a
 * document or standard ('Phase I', 'Title I').
 */
const PRONOUN_I =
  /(?<![\w-])(?<!\b(?:phase|title|part|tier|class|schedule|form|section|chapter|appendix|exhibit|article|volume|division|zone|plan|level|type|grade) )i(?![\w-])/i;

/** Whether a bullet holds a word no bullet may hold: first person, filler, a closing full stop, double spaces. */
export const hasForbiddenWords = (bullet: string) => GLOBAL_FORBIDDEN.test(bullet) || PRONOUN_I.test(bullet);

/** Per expected bullet, the rules the written bullet at the same place breaks (none: it passes). */
export function scoreBullets(c: NoteToScore, bullets: string[]): { bullet: string; failed: BulletRule[] }[] {
  const noteNumbers = numbersIn(c.notes);
  const allOut = bullets.join(' ');
  const keptAll = noteNumbers.every((n) => numbersIn(allOut).includes(n));
  return c.bullets.map((expected, i) => {
    const bullet = bullets[i] ?? '';
    const failed: BulletRule[] = [];
    if (bullets.length !== c.bullets.length) failed.push('one idea');
    const first = (bullet.split(' ')[0] ?? '').replace(/,$/, '');
    const opensWell = expected.verbs.some(
      (v) => first === capitalize(tensed(v, c.current).split(' ')[0] ?? ''),
    );
    if (!opensWell) failed.push('verb');
    const alsoOk = (expected.also ?? []).every((v) =>
      new RegExp(`\\b${escapeRegExp(tensed(v, c.current))}\\b`).test(bullet),
    );
    if (!alsoOk) failed.push('tense');
    if (!expected.has.every((text) => bullet.includes(text))) failed.push('words');
    const clean =
      bullet.length > 0 &&
      bullet.length <= BULLET_MAX_CHARS &&
      bullet[0] === bullet[0]?.toUpperCase() &&
      !hasForbiddenWords(bullet) &&
      !(expected.no ?? []).some((text) =>
        new RegExp(`(?<![a-z])${escapeRegExp(text.trim())}(?![a-z])`, 'i').test(bullet),
      );
    if (!clean) failed.push('clean');
    if (!keptAll) failed.push('numbers kept');
    if (!numbersIn(bullet).every((n) => noteNumbers.includes(n))) failed.push('grounded');
    const hint = bulletHint(bullet);
    const hintOk = /\d/.test(bullet) ? hint === null : Boolean(hint?.endsWith('?'));
    if (!hintOk) failed.push('hint');
    return { bullet, failed };
  });
}

/** The tool names (as their makers write them) that no bullet holds exactly, case and all. */
export function miswrittenTools(tools: readonly string[], bullets: readonly string[]): string[] {
  return tools.filter(
    (tool) => !bullets.some((bullet) => new RegExp(`(?<![\\w])${escapeRegExp(tool)}(?![\\w])`).test(bullet)),
  );
}
