import { readWords, type Word } from './language/english';

/**
 * Whether a bullet's own words show a skill an ad asks for, before the writer works the skill into it (issue 31
 * item 4). A tool or product the user confirmed ('Salesforce', 'SQL') is how work was done, and any bullet
 * that describes work can name it. A practice or a quality ('upselling', 'forecasting', 'leadership') is a
 * claim about the work itself: it goes in only where the bullet already says something of it, in any form
 * ('grew accounts through upsells' shows upselling; 'led a team of 14' shows leadership). Otherwise the
 * writer adds nothing and says where the skill could be shown instead.
 */
export type KeywordSupport = { supported: true } | { supported: false; notice: string };

const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV', 'X']);
/** Shorter shared beginnings are chance ('man' in 'manage' and 'manual', 'pro' in 'process' and 'product'). */
const MIN_SHARED = 4;

const isToolName = (keyword: string) =>
  /\p{Lu}/u.test(keyword.slice(1)) || /^\p{Lu}/u.test(keyword) || /\d/.test(keyword);

const contentLemmas = (text: string) =>
  readWords(text)
    .filter((word: Word) => CONTENT.has(word.pos) && /\p{L}/u.test(word.text))
    .flatMap((word) => [word.lemma, word.text.toLowerCase()]);

/**
 * Two words are one in meaning here when they share most of a beginning: 'upselling' / 'upsells',
 * 'negotiation' / 'negotiated', 'lead' / 'leadership'; not 'manage' / 'manual'.
 */
function related(a: string, b: string): boolean {
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared += 1;
  return shared >= Math.max(MIN_SHARED, 0.7 * Math.min(a.length, b.length));
}

export function keywordSupport(bullet: string, keyword: string): KeywordSupport {
  const term = keyword.trim();
  if (isToolName(term)) return { supported: true };
  const shown = contentLemmas(bullet);
  const wanted = contentLemmas(term);
  if (wanted.length === 0 || wanted.some((k) => shown.some((b) => related(k, b)))) return { supported: true };
  return {
    supported: false,
    notice:
      `Nothing in this bullet shows ${term}, so it was left as it is. Choose a bullet where you did it, ` +
      `or, if you have it, add ${term} to your Skills or write a bullet about when you used it.`,
  };
}

/**
 * The bullet with its own word for the skill replaced by the ad's ('through upsells' -> 'through upselling'),
 * when the bullet says it in a single noun of another form; an ATS looks for the ad's form.
 */
export function withAdsForm(bullet: string, keyword: string): string | undefined {
  const term = keyword.trim();
  if (/\s/.test(term) || isToolName(term)) return undefined;
  const key = readWords(term)[0];
  if (!key) return undefined;
  const match = readWords(bullet).find(
    (word) =>
      word.pos === 'NOUN' && word.text.toLowerCase() !== term.toLowerCase() && related(word.lemma, key.lemma),
  );
  if (!match) return undefined;
  return `${bullet.slice(0, match.start)}${term}${bullet.slice(match.end)}`;
}
