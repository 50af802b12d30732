import { describe, expect, it } from 'vitest';
import { cleanTokens, detokenize, tokenize } from './clean-words';

const clean = (text: string) => detokenize(cleanTokens(tokenize(text), { jobTitle: '' }));

describe('word-level clean-up of a note', () => {
  it('drops a closing bracket or quote whose opening one was dropped', () => {
    expect(clean('ran qc on every batch (approx 200/day) and logged it')).toBe(
      'ran QC on every batch approximately 200 per day and logged it',
    );
    expect(clean('called it "the fix", shipped it')).toBe('called it the fix, shipped it');
  });

  it('writes out the shorthand of trades, security and care', () => {
    expect(clean('did insps on 20 acft')).toBe('did inspections on 20 aircraft');
    expect(clean('fixed 40 vulns and renewed certs')).toBe(
      'fixed 40 vulnerabilities and renewed certifications',
    );
    expect(clean('got prior auths for mri scans')).toBe('got prior authorizations for MRI scans');
  });
});
