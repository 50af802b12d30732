import { describe, expect, it } from 'vitest';
import { readinessWords } from './readiness-words';

describe('readinessWords', () => {
  it('says nothing blocks the download and counts the writing suggestions, never "meets every check"', () => {
    expect(readinessWords(9)).toBe(
      'Nothing required is missing: your resume is ready to download. The ATS and writing check above has 9 suggestions that could make it stronger.',
    );
    expect(readinessWords(1)).toContain('has 1 suggestion that');
    expect(readinessWords(0)).toContain('found nothing to improve');
    expect(readinessWords(undefined)).toBe('Nothing required is missing: your resume is ready to download.');
    for (const count of [undefined, 0, 1, 9]) expect(readinessWords(count)).not.toMatch(/every check/);
  });
});
