import { describe, expect, it } from 'vitest';
import { coverLetterDesignSchema } from './cover-letter-api';
import { designAfterResumeChange, designOfResume } from './letter-design';
import { type Resume, resumeSchema } from './resume';

const resume = (design: Partial<Resume>): Resume => resumeSchema.parse(design);
const classic = resume({ template: 'executive', colorScheme: 'teal', fontSize: 11, pageSize: 'a4' });
const other = resume({ template: 'modern', colorScheme: 'blue', fontSize: 13, pageSize: 'letter' });

describe("a letter's design follows its resume unless the user changed it", () => {
  it('takes the design of the resume, or the defaults without one', () => {
    expect(designOfResume(classic)).toEqual({
      template: 'executive',
      colorScheme: 'teal',
      fontSize: 11,
      pageSize: 'a4',
    });
    expect(designOfResume(undefined)).toEqual(coverLetterDesignSchema.parse({}));
  });

  it('follows the newly picked resume while it wears the previous one’s design', () => {
    expect(designAfterResumeChange(designOfResume(classic), classic, other)).toEqual(designOfResume(other));
    expect(designAfterResumeChange(designOfResume(undefined), undefined, classic)).toEqual(
      designOfResume(classic),
    );
    expect(designAfterResumeChange(designOfResume(classic), classic, undefined)).toEqual(
      designOfResume(undefined),
    );
  });

  it('keeps a design the user changed', () => {
    const changed = { ...designOfResume(classic), colorScheme: 'green' as const };
    expect(designAfterResumeChange(changed, classic, other)).toEqual(changed);
  });
});
