import type { Messages } from './format-message';

/**
 * The pseudo-language 'xx' of development and tests: every English message with each letter accented (so any
 * text still in plain ASCII letters is a string that missed the catalogs) and its vowels doubled (about 40%
 * longer, like German or French, so a layout that only fits English shows it), between brackets (so a cut-off
 * end shows). Made from the English catalogs at run time, so it never goes stale.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥíĵķĺɱñóþʠŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const VOWELS = new Set('aeiouyAEIOUY');
// Placeholders and the tags that mark a link inside a message (<terms>...</terms>, with-tags.tsx) stay as they are.
const PLACEHOLDER = /(\{\{[^}]*\}\}|<\/?[a-z]+>)/;

function accent(text: string): string {
  let out = '';
  for (const char of text) {
    const index = PLAIN.indexOf(char);
    const mapped = index === -1 ? char : [...ACCENTED][index];
    out += VOWELS.has(char) ? `${mapped}${mapped}` : mapped;
  }
  return out;
}

export function pseudoLocalize(message: string): string {
  // Placeholders and tags stay as they are, so interpolation and with-tags still find them.
  const parts = message.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? part : accent(part)));
  return `[${parts.join('')}]`;
}

export function pseudoCatalog(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, pseudoLocalize(text)]));
}
