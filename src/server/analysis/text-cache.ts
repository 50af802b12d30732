/**
 * What the analysis read from a text, kept by the text itself so the same text is not read again: a job's ad
 * is matched again and again (each edit of the resume, the letter, the saved job), and a resume comes back
 * with most of its fields unchanged. Bounded by count and by the characters of the texts kept, least recently
 * used first out, so a flood of long texts cannot grow the server's memory. The values are shared: callers
 * must treat them as read-only.
 */
export class TextCache<V> {
  private readonly entries = new Map<string, V>();
  private characters = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxCharacters: number,
  ) {
    caches.add(this as TextCache<unknown>);
  }

  /** Whether a value is kept for this text (it stays where it is in the order of use). */
  has(text: string): boolean {
    return this.entries.has(text);
  }

  /** The value read from this text, reading it on a miss. */
  read(text: string, reader: (text: string) => V): V {
    const known = this.entries.get(text);
    if (known !== undefined) {
      // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
      this.entries.delete(text);
      this.entries.set(text, known);
      return known;
    }
    const value = reader(text);
    // A text longer than the whole budget is read every time rather than emptying the cache for it.
    if (text.length > this.maxCharacters) return value;
    this.entries.set(text, value);
    this.characters += text.length;
    while (this.entries.size > this.maxEntries || this.characters > this.maxCharacters) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.characters -= oldest.length;
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.characters = 0;
  }
}

const caches = new Set<TextCache<unknown>>();

/** Empties every text cache: for benchmarks that measure a text read for the first time. */
export function forgetReadTexts(): void {
  for (const cache of caches) cache.clear();
}
