import { Parser } from 'htmlparser2';

/**
 * Reduces user HTML to the builder's rich-text allowlist: p, br, ul, ol, li, strong, em, u and a[href] with an
 * http, https, mailto or tel link. Other tags are dropped and their text kept; the contents of script-like
 * elements are dropped entirely; every attribute but a link's href is dropped. The output is rebuilt from
 * parsed tokens (never passed through), so it is always well-formed and its text always escaped.
 */

const ALLOWED_TAGS = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'u', 'a']);
/** Presentational synonyms the editor's paste may bring; kept as their allowed equivalents. */
const TAG_ALIASES: Record<string, string> = { b: 'strong', i: 'em' };
/** Elements whose content is code or hidden, never text the user meant to show. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const VOID_TAGS = new Set(['br']);
const SAFE_LINK = /^(https?:|mailto:|tel:)/;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The href when its scheme is allowed; control characters and spaces inside a scheme ('java\tscript:') are ignored. */
export function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  const trimmed = href.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const schemeProbe = trimmed.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return SAFE_LINK.test(schemeProbe) && trimmed !== '' ? trimmed : undefined;
}

/**
 * Autosave sends the whole resume every few seconds while one field changes, so almost every rich-text field
 * arrives exactly as it was last cleaned: those answers are remembered (least recently used first out; long
 * strings are not kept, so the memory stays under MEMO_ENTRIES x MEMO_MAX_LENGTH characters).
 */
const MEMO_ENTRIES = 1000;
const MEMO_MAX_LENGTH = 8192;
const memo = new Map<string, string>();

export function sanitizeRichText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  if (html.length > MEMO_MAX_LENGTH) return sanitizeUncached(html);
  const remembered = memo.get(html);
  if (remembered !== undefined) {
    memo.delete(html);
    memo.set(html, remembered);
    return remembered;
  }
  const cleaned = sanitizeUncached(html);
  memo.set(html, cleaned);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return cleaned;
}

function sanitizeUncached(html: string): string {
  let output = '';
  const open: string[] = [];
  let droppedDepth = 0;

  const parser = new Parser(
    {
      onopentag(rawName, attributes) {
        if (DROP_WITH_CONTENT.has(rawName)) {
          droppedDepth++;
          return;
        }
        if (droppedDepth > 0) return;
        const name = TAG_ALIASES[rawName] ?? rawName;
        if (!ALLOWED_TAGS.has(name)) return;
        if (VOID_TAGS.has(name)) {
          output += `<${name}>`;
          return;
        }
        if (name === 'a') {
          const href = safeHref(attributes.href);
          // A link without a safe target, or a link inside a link, is reduced to its text.
          if (!href || open.includes('a')) {
            open.push('#text');
            return;
          }
          output += `<a href="${escapeAttribute(href)}">`;
        } else {
          output += `<${name}>`;
        }
        open.push(name);
      },
      ontext(text) {
        if (droppedDepth === 0) output += escapeText(text);
      },
      onclosetag(rawName) {
        if (DROP_WITH_CONTENT.has(rawName)) {
          droppedDepth = Math.max(0, droppedDepth - 1);
          return;
        }
        if (droppedDepth > 0) return;
        const name = TAG_ALIASES[rawName] ?? rawName;
        if (!ALLOWED_TAGS.has(name) || VOID_TAGS.has(name)) return;
        const target = name === 'a' ? findLastLink(open) : open.lastIndexOf(name);
        if (target === -1) return;
        // Close everything opened since, so the output nests correctly whatever the input did.
        while (open.length > target) closeTag(open.pop()!);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function closeTag(name: string): void {
    if (name !== '#text') output += `</${name}>`;
  }

  parser.write(html);
  parser.end();
  while (open.length > 0) closeTag(open.pop()!);
  return output;
}

/** The innermost open link, kept or reduced to text ('#text' stands for an <a> reduced to its text). */
function findLastLink(open: string[]): number {
  for (let index = open.length - 1; index >= 0; index--) {
    if (open[index] === 'a' || open[index] === '#text') return index;
  }
  return -1;
}
