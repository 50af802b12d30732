import { describe, expect, it } from 'vitest';
import { isSafeRedirect, REDIRECT_MAX_LENGTH, safeRedirectOr } from './redirect';

describe('isSafeRedirect', () => {
  it.each([
    '/',
    '/dashboard',
    '/write/skills?resumeId=1#download',
    '/select-plan?origin=%2F%2Fevil.com',
    '/a//b',
  ])('accepts the same-site path %s', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    '',
    'dashboard',
    'https://evil.com',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '/ok\u0000',
    '/ok\u007f',
    ' /dashboard',
  ])('refuses %j', (target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('refuses non-strings', () => {
    for (const target of [undefined, null, 42, ['/dashboard'], { toString: () => '/' }]) {
      expect(isSafeRedirect(target)).toBe(false);
    }
  });

  it('refuses overlong targets', () => {
    expect(isSafeRedirect(`/${'a'.repeat(REDIRECT_MAX_LENGTH - 1)}`)).toBe(true);
    expect(isSafeRedirect(`/${'a'.repeat(REDIRECT_MAX_LENGTH)}`)).toBe(false);
  });
});

describe('safeRedirectOr', () => {
  it('keeps a safe target', () => {
    expect(safeRedirectOr('/dashboard', '/select-plan')).toBe('/dashboard');
  });

  it('falls back on an unsafe or missing one', () => {
    expect(safeRedirectOr('//evil.com', '/select-plan')).toBe('/select-plan');
    expect(safeRedirectOr(null, '/select-plan')).toBe('/select-plan');
    expect(safeRedirectOr('https://evil.com')).toBe('/');
  });
});
