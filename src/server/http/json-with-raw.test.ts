import { describe, expect, it } from 'vitest';
import { jsonWithRawProperty } from './json-with-raw';

describe('jsonWithRawProperty', () => {
  it('adds the raw JSON as the last property, parsing to the same value as serialising it', () => {
    const meta = { id: 'a', title: 'Quote " and \\ and }', version: 3 };
    const data = { contact: { name: 'Grace' }, skills: ['x', '}'] };
    const text = jsonWithRawProperty(meta, 'data', JSON.stringify(data));
    expect(JSON.parse(text)).toEqual({ ...meta, data });
    expect(text.endsWith(`"data":${JSON.stringify(data)}}`)).toBe(true);
  });

  it('works on an empty object and escapes the key', () => {
    expect(JSON.parse(jsonWithRawProperty({}, 'da"ta', '[1,2]'))).toEqual({ 'da"ta': [1, 2] });
  });
});
