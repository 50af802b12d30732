import { describe, expect, it } from 'vitest';
import { OTHER_FIELD_SCORE_CAP } from '../../../domain/job-match-api';
import { type ResumeInput, resumeSchema } from '../../../domain/resume';
import { matchResume } from './match-resume';
import { VOCABULARY } from './vocabulary';
import { SUITE_PARTS } from './vocabulary/suites';

const NOW = new Date('2026-11-01T00:00:00Z');

/** A nurse of ten years whose headline also says "Engineer": the title and years fit a software ad, the skills do not. */
const NURSE: ResumeInput = {
  personalDetails: {
    firstName: 'Ana',
    lastName: 'Reyes',
    jobTitle: 'Registered Nurse and Software Engineer',
  },
  experience: [
    {
      id: 'j1',
      jobTitle: 'Registered Nurse',
      company: 'Mercy Hospital',
      startDate: '2015-01',
      current: true,
      description:
        '<ul><li>Gave IV therapy and wound care to 6 patients a shift</li><li>Charted in Epic</li></ul>',
    },
  ],
  education: [{ id: 'e1', institution: 'State University', degree: 'Bachelor of Science', field: 'Nursing' }],
  skills: [
    { id: 's1', name: 'BLS' },
    { id: 's2', name: 'Telemetry' },
    { id: 's3', name: 'Epic' },
  ],
};

const SOFTWARE_AD = `Software Engineer
We need 5+ years of experience and a bachelor's degree.
Requirements:
- TypeScript, React and Node.js
- PostgreSQL and Docker
- AWS and CI/CD
- REST APIs and GraphQL`;

const NURSING_AD = `Registered Nurse, Med-Surg
Requirements:
- BLS and ACLS certification
- IV therapy, wound care and telemetry
- Epic charting
- 3+ years of experience`;

describe('the score when an ad is for another field', () => {
  const nurse = resumeSchema.parse(NURSE);

  it('stays under 25 with the title and years met, and says why in plain words', () => {
    const report = matchResume({
      resume: nurse,
      jobDescription: SOFTWARE_AD,
      jobTitle: 'Software Engineer',
      now: NOW,
    });
    expect(report.matched.some((term) => term.kind === 'title')).toBe(true);
    expect(report.matched.some((term) => term.kind === 'experience')).toBe(true);
    expect(report.score).toBeLessThanOrEqual(OTHER_FIELD_SCORE_CAP);
    expect(report.otherField).toMatch(
      /^This ad looks like it is for another field: your resume shows 0 of its \d+ hard skills\./,
    );
  });

  it('is at least 30 points below the same resume on an ad of its own field', () => {
    const own = matchResume({
      resume: nurse,
      jobDescription: NURSING_AD,
      jobTitle: 'Registered Nurse',
      now: NOW,
    });
    const other = matchResume({
      resume: nurse,
      jobDescription: SOFTWARE_AD,
      jobTitle: 'Software Engineer',
      now: NOW,
    });
    expect(own.otherField).toBeNull();
    expect(own.score - other.score).toBeGreaterThanOrEqual(30);
  });

  it('shows each part with its points, which add up to the score of an own-field ad', () => {
    const report = matchResume({
      resume: nurse,
      jobDescription: NURSING_AD,
      jobTitle: 'Registered Nurse',
      now: NOW,
    });
    expect(report.breakdown.map((part) => part.kind)).toEqual(['hard', 'title', 'experience']);
    const maxima = report.breakdown.reduce((sum, part) => sum + part.maxPoints, 0);
    expect(maxima).toBeGreaterThanOrEqual(99);
    expect(maxima).toBeLessThanOrEqual(101);
    const points = report.breakdown.reduce((sum, part) => sum + part.points, 0);
    expect(Math.abs(points - report.score)).toBeLessThanOrEqual(1);
    const hard = report.breakdown.find((part) => part.kind === 'hard');
    expect(hard?.found).toBe(report.matched.filter((term) => term.kind === 'hard').length);
    expect(hard?.total).toBe(
      hard && hard.found + report.missing.filter((term) => term.kind === 'hard').length,
    );
  });

  it('gives title and years in another field no more than the share of hard skills shown', () => {
    const report = matchResume({
      resume: nurse,
      jobDescription: SOFTWARE_AD,
      jobTitle: 'Software Engineer',
      now: NOW,
    });
    for (const part of report.breakdown) expect(part.points).toBe(0);
  });
});

describe('suites', () => {
  it('are read as their parts: MS Office on a resume meets an ad asking for Word and Excel', () => {
    const resume = resumeSchema.parse({ skills: [{ id: 's1', name: 'MS Office' }] });
    const report = matchResume({
      resume,
      jobDescription: 'Requirements: Microsoft Word and Excel.',
      now: NOW,
    });
    expect(report.matched.filter((term) => term.kind === 'hard').map((term) => term.label)).toEqual([
      'Microsoft Word',
      'Excel',
    ]);
  });

  it('name suites and parts the vocabulary holds', () => {
    const labels = new Set(VOCABULARY.map((entry) => entry.label));
    for (const [suite, parts] of Object.entries(SUITE_PARTS)) {
      expect(labels.has(suite), suite).toBe(true);
      for (const part of parts) expect(labels.has(part), part).toBe(true);
    }
  });
});
