import { describe, expect, it } from 'vitest';
import { coverLetterResumeSchema } from '../../../domain/cover-letter-generation-api';
import { letterFacts } from './letter-facts';

const NOW = new Date('2026-11-01T00:00:00Z');

describe('letterFacts', () => {
  it('quotes the bullets the resume shows: the description, not a plain list it hides', () => {
    const resume = coverLetterResumeSchema.parse({
      experience: [
        {
          jobTitle: 'Engineer',
          company: 'Acme',
          description: '<ul><li>Cut build times by 40% across 12 teams</li></ul>',
          bullets: ['Wrote the old deploy scripts for the team'],
        },
        { jobTitle: 'Intern', company: 'Beta', bullets: ['Tested the billing flow by hand'] },
      ],
    });
    const [acme, beta] = letterFacts(resume, NOW).jobs;
    expect(acme?.achievements.map((a) => a.text)).toEqual(['Cut build times by 40% across 12 teams']);
    expect(beta?.achievements.map((a) => a.text)).toEqual(['Tested the billing flow by hand']);
  });
});
