import { describe, expect, it } from 'vitest';
import { stripOptionPrefix } from './strip-option-prefix';

describe('stripOptionPrefix', () => {
  it.each([
    ['Option 1: Nurse with 5 years', 'Nurse with 5 years'],
    ['Summary Option 3 - Nurse with 5 years', 'Nurse with 5 years'],
    ['option 2. Nurse', 'Nurse'],
    ['  Summary option 10 Nurse', 'Nurse'],
    ['Nurse with options 2 ways', 'Nurse with options 2 ways'],
    ['Optional skills first', 'Optional skills first'],
  ])('%s', (input, expected) => {
    expect(stripOptionPrefix(input)).toBe(expected);
  });
});
