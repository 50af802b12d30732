import { noteVerbBase } from './action-verbs';
import { tensed } from './choose-verb';
import { withAdsForm } from './keyword-support';
import { capitalize, normalize } from './text-tools';

/**
 * Works a keyword from a job ad into one of the user's bullets (issue 14's one-click fix). The user has
 * confirmed the keyword is true of them, so it joins the bullet's own words; nothing else is added: no figure,
 * employer or result (grounding.ts checks the model's answers against the bullet plus the keyword).
 */

export type KeywordKind = 'hard' | 'soft';

/** At most this many ways of saying it; the user picks one. */
export const MAX_KEYWORD_VARIANTS = 3;

// A bullet that already ends on a tool clause ('... using Excel') takes the keyword into that clause.
const TRAILING_TOOL_CLAUSE = /\b(using|with|in|via|through)\s+[^,;]+$/i;

function mentions(bullet: string, keyword: string): boolean {
  const key = normalize(keyword);
  return key !== '' && ` ${normalize(bullet)} `.includes(` ${key} `);
}

/** 'Managed a team of 5' -> 'manage a team of 5': the bullet as an infinitive clause, when it opens with a verb. */
function asInfinitive(bullet: string): string | undefined {
  const words = bullet.split(' ');
  const base = noteVerbBase(words[0] ?? '');
  if (!base || words.length < 2) return undefined;
  words[0] = base;
  // Verbs listed with the first share its form: 'Loaded and unloaded trucks' -> 'load and unload trucks'.
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? '';
    const previous = words[i - 1] ?? '';
    const isListed = /^(and|or)$/i.test(previous) || (i === 1 && /,$/.test(words[0] ?? ''));
    const listedBase = noteVerbBase(word.replace(/,$/, ''));
    if (/^(and|or)$/i.test(word)) continue;
    if (!isListed && !/,$/.test(previous)) break;
    if (!listedBase) break;
    words[i] = `${listedBase}${word.endsWith(',') ? ',' : ''}`;
    if (!word.endsWith(',') && !/^(and|or)$/i.test(words[i + 1] ?? '')) break;
  }
  return words.join(' ');
}

function lowerFirst(value: string): string {
  // Keep acronyms and names as written ('SQL reports', 'Epic charting').
  return /^[A-Z][a-z]/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

export function weaveKeyword(
  bullet: string,
  keyword: string,
  kind: KeywordKind,
  isCurrent: boolean,
): string[] {
  const base = capitalize(
    bullet
      .trim()
      .replace(/^[-*•\s]+/, '')
      .replace(/[.!;,]+$/, ''),
  );
  const term = keyword.trim();
  if (base === '' || term === '') return [];
  if (mentions(base, term)) return [base];

  const variants: string[] = [];
  const inAdsForm = withAdsForm(base, term);
  if (inAdsForm) variants.push(inAdsForm);
  if (kind === 'hard') {
    variants.push(TRAILING_TOOL_CLAUSE.test(base) ? `${base} and ${term}` : `${base} using ${term}`);
    const clause = asInfinitive(base);
    if (clause) variants.push(`${capitalize(tensed('use', isCurrent))} ${term} to ${clause}`);
    variants.push(`${base}, applying ${term}`);
  } else {
    variants.push(`${base}, showing ${lowerFirst(term)}`);
    const clause = asInfinitive(base);
    if (clause) variants.push(`${capitalize(tensed('apply', isCurrent))} ${lowerFirst(term)} to ${clause}`);
    variants.push(`${base} through ${lowerFirst(term)}`);
  }
  const seen = new Set<string>();
  return variants
    .filter((variant) => !seen.has(normalize(variant)) && seen.add(normalize(variant)))
    .slice(0, MAX_KEYWORD_VARIANTS);
}
