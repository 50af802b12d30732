import { describe, expect, it } from 'vitest';
import { isEmptyResume } from './is-empty-resume';
import { resumeSchema } from './resume';

describe('isEmptyResume', () => {
  it('is true only when no field a person writes holds text', () => {
    expect(isEmptyResume(resumeSchema.parse({}))).toBe(true);
    expect(isEmptyResume(resumeSchema.parse({ personalDetails: { firstName: 'Ada' } }))).toBe(false);
    expect(isEmptyResume(resumeSchema.parse({ skills: [{ name: 'SQL' }] }))).toBe(false);
    expect(isEmptyResume(resumeSchema.parse({ summary: { content: '<p>Hi</p>' } }))).toBe(false);
  });
});
