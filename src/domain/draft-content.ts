/**
 * Comparing a draft's content (title and resume) by value, the same way on server and client: JSONB does not
 * keep key order, so equal resumes must not differ by the order of their keys.
 */

/** JSON with object keys sorted, so key order does not make equal data differ. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function isSameContent(
  a: { title: string; data: unknown },
  b: { title: string; data: unknown },
): boolean {
  return a.title === b.title && stableJson(a.data) === stableJson(b.data);
}

/**
 * A short, stable name for a draft's content (its length and a 53-bit hash of its stable JSON), small enough to
 * keep a few in localStorage. Used only to recognise content this tab itself sent; a collision would need two
 * different resumes of the same length with the same hash.
 */
export function contentFingerprint(content: { title: string; data: unknown }): string {
  const text = stableJson({ title: content.title, data: content.data });
  return `${text.length.toString(36)}.${hash53(text)}`;
}

/** cyrb53 (a public-domain string hash): two 32-bit multiply-xorshift lanes combined into 53 bits. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
