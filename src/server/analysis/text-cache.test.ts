import { describe, expect, it } from 'vitest';
import { forgetReadTexts, TextCache } from './text-cache';

describe('a cache of what was read from texts', () => {
  it('reads a text once and gives the kept value after', () => {
    const cache = new TextCache<number>(10, 1_000);
    let reads = 0;
    const length = (text: string) => {
      reads += 1;
      return text.length;
    };
    expect(cache.read('abc', length)).toBe(3);
    expect(cache.read('abc', length)).toBe(3);
    expect(reads).toBe(1);
  });

  it('lets the least recently used text go first when it holds too many', () => {
    const cache = new TextCache<string>(2, 1_000);
    const reads: string[] = [];
    const upper = (text: string) => {
      reads.push(text);
      return text.toUpperCase();
    };
    cache.read('a', upper);
    cache.read('b', upper);
    cache.read('a', upper);
    cache.read('c', upper);
    expect(cache.size).toBe(2);
    cache.read('a', upper);
    cache.read('b', upper);
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps its texts within a number of characters, and a longer text not at all', () => {
    const cache = new TextCache<number>(100, 10);
    const length = (text: string) => text.length;
    cache.read('aaaa', length);
    cache.read('bbbb', length);
    cache.read('cccc', length);
    expect(cache.size).toBe(2);
    cache.read('x'.repeat(11), length);
    expect(cache.size).toBe(2);
  });

  it('is emptied with every other cache for a benchmark of first reads', () => {
    const cache = new TextCache<number>(10, 100);
    cache.read('abc', (text) => text.length);
    forgetReadTexts();
    expect(cache.size).toBe(0);
  });
});
