import { describe, expect, it } from 'vitest';
import { coverLetterDesignSchema } from './cover-letter-api';
import {
  chosenDesign,
  designAfterResumeChange,
  designOfResume,
  effectiveLetterDesign,
} from './letter-design';
import { type Resume, resumeSchema } from './resume';

const resume = (design: Partial<Resume>): Resume => resumeSchema.parse(design);
const classic = resume({ template: 'executive', colorScheme: 'teal', fontSize: 11, pageSize: 'a4' });
const other = resume({ template: 'modern', colorScheme: 'blue', fontSize: 13, pageSize: 'letter' });

describe("a letter's design follows its resume unless the user changed it", () => {
  it('takes the design of the resume, or the defaults without one, and follows it', () => {
    expect(designOfResume(classic)).toEqual({
      template: 'executive',
      colorScheme: 'teal',
      fontSize: 11,
      pageSize: 'a4',
      followsResume: true,
    });
    expect(designOfResume(undefined)).toEqual({ ...coverLetterDesignSchema.parse({}), followsResume: true });
  });

  it("wears the resume's current design while it follows it, even after the resume changed", () => {
    const copied = designOfResume(classic);
    const restyled = { ...classic, template: 'sidebar' as const, colorScheme: 'green' as const };
    expect(effectiveLetterDesign(copied, restyled)).toMatchObject({
      template: 'sidebar',
      colorScheme: 'green',
    });
    expect(effectiveLetterDesign(copied, undefined)).toEqual(copied);
  });

  it('follows a newly picked resume, or goes back to the defaults without one', () => {
    expect(designAfterResumeChange(designOfResume(classic), other)).toEqual(designOfResume(other));
    expect(designAfterResumeChange(designOfResume(undefined), classic)).toEqual(designOfResume(classic));
    expect(designAfterResumeChange(designOfResume(classic), undefined)).toEqual(designOfResume(undefined));
  });

  it('keeps a design the user changed, whatever the resume does', () => {
    const changed = chosenDesign({ ...designOfResume(classic), colorScheme: 'green' });
    expect(designAfterResumeChange(changed, other)).toEqual(changed);
    expect(effectiveLetterDesign(changed, other)).toEqual(changed);
    // Stored letters from before the flag keep their own design.
    expect(coverLetterDesignSchema.parse({ template: 'classic' }).followsResume).toBe(false);
  });
});
