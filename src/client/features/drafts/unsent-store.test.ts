import { describe, expect, it } from 'vitest';
import { emptyResume } from '../../../domain/resume';
import { stableJson, unsentFor } from './unsent-store';

const data = emptyResume();
const draft = { id: 'd1', title: 'T', data };

describe('unsentFor', () => {
  it('resends a change the server does not have, on its base version', () => {
    const changed = { ...data, fontSize: 11 };
    expect(unsentFor(draft, { draftId: 'd1', baseVersion: 3, title: 'T', data: changed })).toEqual({
      title: 'T',
      data: changed,
      baseVersion: 3,
    });
  });

  it('drops a change the server already has, or one for another draft', () => {
    expect(unsentFor(draft, { draftId: 'd1', baseVersion: 3, title: 'T', data: { ...data } })).toBeNull();
    expect(unsentFor(draft, { draftId: 'd2', baseVersion: 3, title: 'X', data })).toBeNull();
    expect(unsentFor(draft, null)).toBeNull();
  });
});

describe('stableJson', () => {
  it('ignores key order', () => {
    expect(stableJson({ a: 1, b: { c: 2, d: [1, { f: 1, e: 2 }] } })).toBe(
      stableJson({ b: { d: [1, { e: 2, f: 1 }], c: 2 }, a: 1 }),
    );
  });
});
