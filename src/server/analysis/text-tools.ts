/** Small text helpers shared by the built-in engine: plain text from rich text, tokens, edit distance. */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Rich-text HTML to plain lines: list items and paragraphs become line breaks, tags go, entities decode. */
export function htmlToLines(html: string): string[] {
  const withBreaks = html.replace(/<\s*(br|\/p|\/li|\/div|\/h\d)\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ' ');
  const decoded = withBreaks.replace(
    /&(amp|lt|gt|quot|#39|apos|nbsp);/g,
    (_m, name: string) => ENTITIES[name] ?? '',
  );
  return decoded
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export function plainText(html: string): string {
  return htmlToLines(html).join(' ');
}

/** Lower case, accents removed, anything but letters, digits, '+' and '#' (C++, C#) turned into spaces. */
export function normalize(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();
}

export function words(value: string): string[] {
  const n = normalize(value);
  return n ? n.split(' ') : [];
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** Typos allowed for a word of this length: none for short words, where one letter changes the meaning. */
export function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  return 2;
}

export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Cuts at a word boundary so the result is at most `max` characters, dropping dangling joining words. */
export function cutAtWord(value: string, max: number): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  cut = lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, max);
  const dangling =
    /[\s,;:(-]+(and|or|with|to|for|of|in|on|at|by|the|a|an|from|while|using|including)?[\s,;:(-]*$/i;
  let previous = '';
  while (previous !== cut) {
    previous = cut;
    cut = cut.replace(dangling, '').trim();
  }
  return cut;
}
