import { describe, expect, it } from 'vitest';
import { undoShortcut } from './use-undo-shortcuts';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undoShortcut', () => {
  it('reads Ctrl/Cmd+Z as undo, with Shift or Ctrl+Y as redo', () => {
    expect(undoShortcut(key('z', { ctrlKey: true }))).toBe('undo');
    expect(undoShortcut(key('z', { metaKey: true }))).toBe('undo');
    expect(undoShortcut(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(key('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(undoShortcut(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores plain keys, Alt combinations and Cmd+Y', () => {
    expect(undoShortcut(key('z'))).toBeUndefined();
    expect(undoShortcut(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
    expect(undoShortcut(key('y', { metaKey: true }))).toBeUndefined();
  });
});
