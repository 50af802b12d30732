import { describe, expect, it } from 'vitest';
import { hasForbiddenWords } from '../support/bullet-rules';

describe("the bullet rules' forbidden words", () => {
  it("flags the pronoun 'I' and first-person words", () => {
    expect(hasForbiddenWords('Led the team where I trained 4 hires')).toBe(true);
    expect(hasForbiddenWords('i trained 4 hires')).toBe(true);
    expect(hasForbiddenWords('Trained my team')).toBe(true);
  });

  it("does not flag an 'I' that is part of a code or the roman one after a part of a standard", () => {
    expect(hasForbiddenWords('Completed I-9 verification for 40 hires')).toBe(false);
    expect(hasForbiddenWords('Filed Form I-129 petitions')).toBe(false);
    expect(hasForbiddenWords('Ran Phase I trials')).toBe(false);
    expect(hasForbiddenWords('Managed Title I funds')).toBe(false);
  });
});
