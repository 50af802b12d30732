/** A suggestion's leading 'Option 2:' or 'Summary Option 1 -' label, removed before it fills the summary (spec section 2). */
export function stripOptionPrefix(text: string): string {
  return text.replace(/^\s*(summary\s+)?option\s*\d+\s*[:.)\-–—]?\s*/i, '').trim();
}
