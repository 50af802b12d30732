import { describe, expect, it } from 'vitest';
import { nextTab } from './tablist-keys';

const TABS = ['pdf', 'docx', 'txt'] as const;

describe('the tabs pattern keys', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(nextTab('ArrowRight', TABS, 'pdf', false)).toBe('docx');
    expect(nextTab('ArrowRight', TABS, 'txt', false)).toBe('pdf');
    expect(nextTab('ArrowLeft', TABS, 'pdf', false)).toBe('txt');
    expect(nextTab('ArrowLeft', TABS, 'docx', false)).toBe('pdf');
  });

  it('mirrors the arrows in right-to-left text: Left goes to the next tab', () => {
    expect(nextTab('ArrowLeft', TABS, 'pdf', true)).toBe('docx');
    expect(nextTab('ArrowRight', TABS, 'pdf', true)).toBe('txt');
  });

  it('goes to the first and last tab with Home and End, and leaves other keys alone', () => {
    expect(nextTab('Home', TABS, 'txt', false)).toBe('pdf');
    expect(nextTab('End', TABS, 'pdf', true)).toBe('txt');
    expect(nextTab('Enter', TABS, 'pdf', false)).toBeUndefined();
    expect(nextTab('ArrowDown', TABS, 'pdf', false)).toBeUndefined();
  });
});
