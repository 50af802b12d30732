import { describe, expect, it } from 'vitest';
import type { JobMatchCheck } from '../../../../domain/job-match-api';
import { doneCount, tailoringItems } from './tailoring-items';

const noNumber: JobMatchCheck = {
  id: 'bullet-no-number',
  severity: 'info',
  message: 'Add a number to show the result.',
  path: 'experience.0.bullets.0',
};
const noSummary: JobMatchCheck = {
  id: 'summary-missing',
  severity: 'warning',
  message: 'Add a short summary.',
  path: 'summary.content',
};

const first = {
  missing: [
    { term: 'k8s', label: 'Kubernetes', kind: 'hard' as const },
    { term: 'mentoring', kind: 'soft' as const },
  ],
  matched: [{ term: 'Node.js', kind: 'hard' as const, foundIn: 'skills.0.name' }],
  checks: [noNumber, noSummary],
};

describe('tailoringItems', () => {
  it('lists every missing term and check, none done, before any edit', () => {
    const items = tailoringItems(first, first);
    expect(items.map((item) => [item.text, item.isDone])).toEqual([
      ['Kubernetes', false],
      ['mentoring', false],
      ['Add a number to show the result.', false],
      ['Add a short summary.', false],
    ]);
    expect(doneCount(items)).toBe(0);
  });

  it('ticks off a term the resume now shows, with where it shows it', () => {
    const latest = {
      ...first,
      missing: [first.missing[1]!],
      matched: [
        ...first.matched,
        { term: 'k8s', label: 'Kubernetes', kind: 'hard' as const, foundIn: 'skills.1.name' },
      ],
    };
    const items = tailoringItems(first, latest);
    expect(items[0]).toMatchObject({ text: 'Kubernetes', isDone: true, foundIn: 'skills.1.name' });
    expect(items[1]).toMatchObject({ text: 'mentoring', isDone: false });
    expect(doneCount(items)).toBe(1);
  });

  it('matches a term whatever its case and spacing', () => {
    const latest = {
      ...first,
      missing: [first.missing[1]!],
      matched: [{ term: ' K8S', kind: 'hard' as const, foundIn: 'summary.content' }],
    };
    expect(tailoringItems(first, latest)[0]).toMatchObject({ isDone: true, foundIn: 'summary.content' });
  });

  it('ticks off a check the latest report no longer raises, and keeps one it still raises', () => {
    const items = tailoringItems(first, { ...first, checks: [noNumber] });
    expect(items.find((item) => item.key.startsWith('check:summary-missing'))?.isDone).toBe(true);
    expect(items.find((item) => item.key.startsWith('check:bullet-no-number'))?.isDone).toBe(false);
  });

  it('adds a check or term only the latest report raises, not done', () => {
    const newCheck: JobMatchCheck = { ...noNumber, path: 'experience.0.bullets.1' };
    const items = tailoringItems(first, { ...first, checks: [noNumber, noSummary, newCheck] });
    expect(items).toHaveLength(5);
    expect(items.at(-1)).toMatchObject({ path: 'experience.0.bullets.1', isDone: false });
  });

  it('a term neither missing nor found any more (the ad changed) is not counted as done', () => {
    const items = tailoringItems(first, { missing: [], matched: [], checks: first.checks });
    expect(items.filter((item) => item.source === 'term').every((item) => !item.isDone)).toBe(true);
  });
});
