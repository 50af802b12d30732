/**
 * Whether a rewrite keeps every figure the user wrote ('14% to 8%', '$1.2M', '60+'): the writer may reword,
 * reorder and shorten, never lose a number (issue 31 item 4).
 */
const FIGURE = /\d+(?:[.,]\d+)*/g;

export function numbersKept(source: string, rewrite: string): boolean {
  const written = rewrite.match(FIGURE) ?? [];
  const left = [...written];
  for (const figure of source.match(FIGURE) ?? []) {
    const at = left.indexOf(figure);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}
