import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, ROOT_ERROR_KEY } from './field-errors';

describe('fieldErrors', () => {
  const schema = z.object({
    name: z
      .string()
      .min(2, 'too short')
      .regex(/^[a-z]+$/, 'letters only'),
    items: z.array(z.object({ title: z.string().min(1, 'Title is required') })),
  });

  it('keeps the first message per dotted path', () => {
    const result = schema.safeParse({ name: '1', items: [{ title: 'ok' }, { title: '' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({ name: 'too short', 'items.1.title': 'Title is required' });
  });

  it('puts issues about the whole input under the root key', () => {
    const result = schema.safeParse('nope');
    if (result.success) throw new Error('expected failure');
    expect(Object.keys(fieldErrors(result.error))).toEqual([ROOT_ERROR_KEY]);
  });

  it('is empty for an error without issues', () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual({});
  });

  it('is not fooled by a field named like an object property', () => {
    const result = z.object({ constructor: z.string('bad') }).safeParse({ constructor: 1 });
    if (result.success) throw new Error('expected failure');
    expect(fieldErrors(result.error)).toEqual({ constructor: 'bad' });
  });
});
