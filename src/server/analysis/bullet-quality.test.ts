import { describe, expect, it } from 'vitest';
import fixture from '../../../tests/fixtures/ai/rough-notes.json' with { type: 'json' };
import holdout from '../../../tests/fixtures/ai/rough-notes-holdout.json' with { type: 'json' };
import second from '../../../tests/fixtures/ai/rough-notes-second.json' with { type: 'json' };
import { type BulletRule, type ExpectedBullet, scoreBullets } from '../../../tests/support/bullet-rules';
import { generateBulletsRequestSchema } from '../../domain/ai-api';
import { writeBullets } from './write-bullets';

/**
 * The labelled rough notes (tests/fixtures/ai/rough-notes.json) through the built-in writer, every rule of
 * the issue scored per expected bullet, and the share of bullets that pass all of them printed (recorded in
 * docs/benchmarks.md). The test fails below the recorded floor, so a change that makes the writing worse is
 * seen; single misses are listed, not hidden.
 */

interface Case {
  id: string;
  occupation: string;
  job_title: string;
  current: boolean;
  notes: string;
  bullets: ExpectedBullet[];
}

const cases = (fixture as { cases: Case[] }).cases;
const secondCases = (second as { cases: Case[] }).cases;
const holdoutCases = (holdout as { cases: Case[] }).cases;
/** The held-out set never shaped the engine; its floor only guards against a collapse. */
const HOLDOUT_FLOOR = 0.6;
const QUALITY_FLOOR = 0.9;
/** The second set (see its 'about'): first run 55.4%, then used once to find general gaps. */
const SECOND_FLOOR = 0.9;

function score(c: Case): { bullet: string; failed: BulletRule[] }[] {
  const input = generateBulletsRequestSchema.parse({
    job_title: c.job_title,
    draft_bullets: [c.notes],
    is_current_role: c.current,
  });
  return scoreBullets(c, writeBullets(input));
}

describe('built-in writer on the labelled rough notes', () => {
  it('covers at least 60 notes across at least 15 occupations', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.occupation)).size).toBeGreaterThanOrEqual(15);
  });

  function report(name: string, set: Case[]): number {
    let total = 0;
    let passed = 0;
    const byRule = new Map<BulletRule, number>();
    const misses: string[] = [];
    for (const c of set) {
      for (const [i, result] of score(c).entries()) {
        total++;
        if (result.failed.length === 0) passed++;
        else misses.push(`${c.id}#${i + 1} [${result.failed.join(', ')}] "${result.bullet}"`);
        for (const rule of result.failed) byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
      }
    }
    const share = passed / total;
    const perRule = [...byRule].map(([rule, n]) => `${rule}: ${n}`).join(', ') || 'none';
    console.log(
      `AI writer quality (${name}): ${passed}/${total} bullets pass all rules (${(share * 100).toFixed(1)}%) ` +
        `over ${set.length} notes; misses by rule: ${perRule}\n${misses.join('\n')}`,
    );
    return share;
  }

  it(`passes every rule for at least ${QUALITY_FLOOR * 100}% of the expected bullets`, () => {
    expect(report('labelled set', cases)).toBeGreaterThanOrEqual(QUALITY_FLOOR);
  });

  it(`passes every rule for at least ${SECOND_FLOOR * 100}% of the second set`, () => {
    expect(report('second set', secondCases)).toBeGreaterThanOrEqual(SECOND_FLOOR);
  });

  it('carries to held-out notes that never shaped the engine', () => {
    expect(report('held-out set', holdoutCases)).toBeGreaterThanOrEqual(HOLDOUT_FLOOR);
  });
});
