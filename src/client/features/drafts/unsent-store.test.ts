import { describe, expect, it } from 'vitest';
import { contentFingerprint, stableJson } from '../../../domain/draft-content';
import { emptyResume } from '../../../domain/resume';
import { unsentFor } from './unsent-store';

const data = emptyResume();
const draft = { id: 'd1', title: 'T', data, version: 4 };
const TAB = 'tab-a';

describe('unsentFor', () => {
  it('resends a change the server does not have, on its base version', () => {
    const changed = { ...data, fontSize: 11 };
    const unsent = { draftId: 'd1', baseVersion: 3, title: 'T', data: changed, sent: ['x'], tabId: TAB };
    expect(unsentFor(draft, unsent, TAB)).toEqual({
      title: 'T',
      data: changed,
      baseVersion: 3,
      ownWrites: ['x'],
    });
  });

  it('drops a change the server already has, or one for another draft', () => {
    expect(
      unsentFor(draft, { draftId: 'd1', baseVersion: 3, title: 'T', data: { ...data } }, TAB),
    ).toBeNull();
    expect(unsentFor(draft, { draftId: 'd2', baseVersion: 3, title: 'X', data }, TAB)).toBeNull();
    expect(unsentFor(draft, null, TAB)).toBeNull();
  });

  it("builds on the server's version when it holds one of this tab's own unanswered saves", () => {
    const newer = { ...data, fontSize: 13 };
    const unsent = {
      draftId: 'd1',
      baseVersion: 3,
      title: 'T',
      data: newer,
      sent: [contentFingerprint(draft)],
      tabId: TAB,
    };
    expect(unsentFor(draft, unsent, TAB)).toEqual({ title: 'T', data: newer, baseVersion: 4, ownWrites: [] });
    // Another tab's unanswered saves are not this tab's: the change goes on its base, and a conflict is shown.
    expect(unsentFor(draft, unsent, 'tab-b')).toEqual({
      title: 'T',
      data: newer,
      baseVersion: 3,
      ownWrites: [],
    });
  });
});

describe('stableJson', () => {
  it('ignores key order', () => {
    expect(stableJson({ a: 1, b: { c: 2, d: [1, { f: 1, e: 2 }] } })).toBe(
      stableJson({ b: { d: [1, { e: 2, f: 1 }], c: 2 }, a: 1 }),
    );
  });
});

describe('contentFingerprint', () => {
  it('names equal content alike whatever the key order, and different content differently', () => {
    const a = contentFingerprint({ title: 'T', data: { x: 1, y: [1, 2] } });
    expect(contentFingerprint({ data: { y: [1, 2], x: 1 }, title: 'T' })).toBe(a);
    expect(contentFingerprint({ title: 'T', data: { x: 1, y: [2, 1] } })).not.toBe(a);
    expect(contentFingerprint({ title: 'T ', data: { x: 1, y: [1, 2] } })).not.toBe(a);
  });
});
