/**
 * Words of a job ad or a resume, reduced so that the vocabulary's terms and the text meet: lower case, hyphens
 * and slashes between words read as spaces ('month-end' = 'month end', 'JS/TS' = 'JS' 'TS') except inside tokens
 * that are names ('CI/CD', 'A/B', 'Node.js', 'C++', 'C#', '.NET'), and a plural 's' dropped so 'APIs' = 'API'.
 * Each token keeps its place in the original text, so a match can quote the ad's own wording.
 */

export interface Token {
  /** The matching key: lower case, singular. */
  key: string;
  /** The token as written, for terms that only count with their capitals ('Go', 'Excel'). */
  raw: string;
  start: number;
  end: number;
}

// A token starts with a letter, digit or the dot of '.NET', and may hold + # . & / ' inside ('c++', 's&op').
const TOKEN = /\.?[\p{L}\p{N}][\p{L}\p{N}+#.&/']*/gu;

/** Tokens written with a slash that are one name; any other 'a/b' is two words ('JS/TS', 'and/or'). */
const SLASH_NAMES = new Set(['ci/cd', 'a/b', 'tcp/ip', 'qa/qc', 'pick/pack', 'pl/sql', '24/7', 'i/o']);

export function singular(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|ys|sis|tis|xis)$/.test(word))
    return word.slice(0, -1);
  return word;
}

function trimEnd(raw: string): string {
  // A token may not end with a dot, apostrophe or slash (sentence ends, "teams'", "and/"), but may with + or #.
  return raw.replace(/[./'&]+$/, '');
}

function pushToken(tokens: Token[], raw: string, start: number) {
  const trimmed = trimEnd(raw);
  if (!trimmed) return;
  let key = trimmed.toLowerCase();
  if (key.endsWith("'s")) key = key.slice(0, -2);
  tokens.push({ key: singular(key), raw: trimmed, start, end: start + trimmed.length });
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.replace(/[\u2010-\u2015-]/g, ' ').matchAll(TOKEN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const lower = trimEnd(raw).toLowerCase();
    if (lower.includes('/') && !SLASH_NAMES.has(lower)) {
      let offset = start;
      for (const part of raw.split('/')) {
        if (part) pushToken(tokens, part, offset);
        offset += part.length + 1;
      }
      continue;
    }
    pushToken(tokens, raw, start);
  }
  return tokens;
}
