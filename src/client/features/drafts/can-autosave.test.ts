import { describe, expect, it } from 'vitest';
import { canAutosave } from './can-autosave';

const base = { pathname: '/write/experience', search: '', isSignedIn: true, isDraftLoading: false };

describe('canAutosave', () => {
  it('runs on /write/* and /preview for a signed-in user', () => {
    expect(canAutosave(base)).toBe(true);
    expect(canAutosave({ ...base, pathname: '/preview' })).toBe(true);
    expect(canAutosave({ ...base, pathname: '/write/preview', search: '?resumeId=abc' })).toBe(true);
  });

  it('runs on /design and /improve, the builder steps that change the same resume (issue 29.18)', () => {
    expect(canAutosave({ ...base, pathname: '/design' })).toBe(true);
    expect(canAutosave({ ...base, pathname: '/improve/' })).toBe(true);
    expect(canAutosave({ ...base, pathname: '/design', isSignedIn: false })).toBe(false);
  });

  it('does not run elsewhere', () => {
    for (const pathname of ['/', '/dashboard', '/loading', '/previews', '/select-plan', '/designs']) {
      expect(canAutosave({ ...base, pathname }), pathname).toBe(false);
    }
  });

  it('does not run with new=true, without a session or before the draft has loaded', () => {
    expect(canAutosave({ ...base, search: '?new=true' })).toBe(false);
    expect(canAutosave({ ...base, search: 'new=true&template=01' })).toBe(false);
    expect(canAutosave({ ...base, isSignedIn: false })).toBe(false);
    expect(canAutosave({ ...base, isDraftLoading: true })).toBe(false);
  });
});
