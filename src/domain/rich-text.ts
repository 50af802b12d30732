/**
 * Pure helpers for the rich-text HTML the builder stores (summary, experience bullets, section descriptions).
 * They serve counting, blank checks and plain-text fallbacks; the security sanitiser runs on the server on write.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// One pass, so '&amp;lt;' decodes to '&lt;' and not on to '<'.
const ENTITY_PATTERN = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi;
// Only things shaped like tags are stripped, so a stray '<' in plain text ('1 < 2') survives.
const TAG_PATTERN = /<\/?[a-z][^>]*>/gi;
const BLOCK_BOUNDARY_PATTERN = /<(br|\/?(p|div|li|ul|ol|h[1-6]|blockquote|pre|tr))\b[^>]*>/gi;
const HIDDEN_CONTENT_PATTERN = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT_PATTERN = /<!--[\s\S]*?-->/g;

export function decodeEntities(text: string): string {
  return text.replace(ENTITY_PATTERN, (whole, body: string) => {
    if (body[0] === '#') {
      const isHex = body[1] === 'x' || body[1] === 'X';
      const code = Number.parseInt(body.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      // Out-of-range and NUL code points stay as written rather than throwing or producing U+0000.
      if (code === 0 || code > 0x10ffff) return whole;
      const char = String.fromCodePoint(code);
      return char === '\u00a0' ? ' ' : char;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The visible text of rich-text HTML: tags removed, entities decoded, each block (paragraph, list item,
 * line break) on its own line, runs of spaces collapsed and blank lines dropped. '' means blank content.
 */
export function richTextToPlain(html: string): string {
  const withBreaks = html
    .replace(COMMENT_PATTERN, '')
    .replace(HIDDEN_CONTENT_PATTERN, '')
    .replace(BLOCK_BOUNDARY_PATTERN, '\n')
    .replace(TAG_PATTERN, '');
  return decodeEntities(withBreaks)
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html) === '';
}

/** The list items of rich-text bullets as plain strings; a text without <li> gives one entry per line. */
export function richTextToBullets(html: string): string[] {
  const items = html.match(/<li\b[^>]*>[\s\S]*?(?=<li\b|<\/ul|<\/ol|$)/gi);
  if (!items) return richTextToPlain(html).split('\n').filter(Boolean);
  return items.map((item) => richTextToPlain(item).replace(/\n/g, ' ')).filter(Boolean);
}

/** `<ul><li>..</li></ul>` with each non-blank bullet escaped; no bullets gives ''. */
export function bulletsToRichText(bullets: readonly string[]): string {
  const items = bullets.map((bullet) => bullet.trim()).filter((bullet) => bullet !== '');
  if (items.length === 0) return '';
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The rich text with its index-th bullet's words replaced by `text` (escaped), the other bullets and their
 * formatting untouched. A text without list items is treated as one bullet per line, as richTextToBullets reads it.
 */
export function replaceBulletInRichText(html: string, index: number, text: string): string {
  let seen = -1;
  const replaced = html.replace(
    /(<li\b[^>]*>)([\s\S]*?)(<\/li>)/gi,
    (whole, open: string, inner: string, close: string) => {
      // Counted as richTextToBullets counts: a blank item is no bullet.
      if (richTextToPlain(inner) === '') return whole;
      seen++;
      return seen === index ? `${open}${escapeHtml(text)}${close}` : whole;
    },
  );
  if (seen >= 0) return replaced;
  const bullets = richTextToBullets(html);
  if (index < 0 || index >= bullets.length) return html;
  bullets[index] = text;
  return bulletsToRichText(bullets);
}

/** Paragraphs (split on blank lines) with single line breaks kept as <br>; blank text gives ''. */
export function plainToRichText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
  return paragraphs.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('');
}
