import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it('matches every special character literally', () => {
    const text = 'C++ (a|b) [x] {1,2} ^$ . * ? \\ end';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.c')).test('abc')).toBe(false);
  });
});
