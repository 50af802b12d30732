import { describe, expect, it } from 'vitest';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { isGrounded } from './grounding';
import { MAX_KEYWORD_VARIANTS, weaveKeyword } from './weave-keyword';
import { writeBullets } from './write-bullets';

const rewrite = (bullet: string, keyword: string, kind: 'hard' | 'soft' = 'hard', current = false) =>
  writeBullets(
    generateBulletsRequestSchema.parse({
      job_title: 'Analyst',
      is_current_role: current,
      refresh_request: { current_bullet: bullet, keyword, keyword_kind: kind },
    }),
  );

// Varied bullets from several trades: every answer keeps the bullet's facts, names the keyword, adds nothing.
const CASES: [string, string, 'hard' | 'soft'][] = [
  ['Reduced month-end close from 8 to 5 days', 'NetSuite', 'hard'],
  ['Charted care for 6 patients per shift', 'Epic', 'hard'],
  ['Built weekly sales dashboards for 3 regions', 'Tableau', 'hard'],
  ['Loaded and unloaded 40 trucks a week', 'forklift operation', 'hard'],
  ['Resolved 30 customer tickets a day', 'problem solving', 'soft'],
  ['Trained 4 new servers on the POS system', 'Leadership', 'soft'],
  ['Framed walls and hung drywall on 12 homes', 'blueprint reading', 'hard'],
];

describe('weaving a confirmed keyword into a bullet', () => {
  it.each(CASES)(
    '"%s" + %s: keyword in every answer, facts kept, nothing invented',
    (bullet, keyword, kind) => {
      const answers = rewrite(bullet, keyword, kind);
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers.length).toBeLessThanOrEqual(MAX_KEYWORD_VARIANTS);
      expect(new Set(answers).size).toBe(answers.length);
      for (const answer of answers) {
        expect(answer.toLowerCase()).toContain(keyword.toLowerCase());
        for (const figure of bullet.match(/\d+/g) ?? []) expect(answer).toContain(figure);
        expect(isGrounded(answer, { text: `Analyst\n${bullet}\n${keyword}` })).toBe(true);
        expect(answer).toMatch(/^[A-Z]/);
        expect(answer).not.toMatch(/[.,;]$/);
      }
    },
  );

  it('turns the bullet into a clause after "used" in the role\'s tense', () => {
    expect(weaveKeyword('Managed a team of 5 cooks', 'Toast POS', 'hard', false)).toContain(
      'Used Toast POS to manage a team of 5 cooks',
    );
    expect(weaveKeyword('Manage a team of 5 cooks', 'Toast POS', 'hard', true)).toContain(
      'Use Toast POS to manage a team of 5 cooks',
    );
  });

  it('puts verbs listed with the first in the same form', () => {
    expect(weaveKeyword('Loaded and unloaded 40 trucks a week', 'SAP', 'hard', false)).toContain(
      'Used SAP to load and unload 40 trucks a week',
    );
    expect(weaveKeyword('Built forecasts and reports', 'SQL', 'hard', false)).toContain(
      'Used SQL to build forecasts and reports',
    );
  });

  it('joins a trailing tool clause instead of adding a second "using"', () => {
    expect(weaveKeyword('Built forecasts using Excel', 'SQL', 'hard', false)[0]).toBe(
      'Built forecasts using Excel and SQL',
    );
  });

  it('answers the bullet as it is when it already names the keyword', () => {
    expect(rewrite('Built reports in SQL for finance', 'sql')).toEqual(['Built reports in SQL for finance']);
  });

  it("keeps a long bullet whole rather than cutting the user's words", () => {
    const long =
      'Coordinated the delivery schedule for 14 regional stores with the warehouse team, drivers and store managers every week';
    for (const answer of rewrite(long, 'SAP'))
      expect(answer).toContain('drivers and store managers every week');
  });

  it('answers nothing for an empty bullet or keyword', () => {
    expect(weaveKeyword('   ', 'SQL', 'hard', false)).toEqual([]);
    expect(weaveKeyword('Built reports', ' ', 'hard', false)).toEqual([]);
  });
});
