import { describe, expect, it } from 'vitest';
import { MATCH_KINDS } from '../../../domain/job-match-api';
import { type ResumeInput, resumeSchema } from '../../../domain/resume';
import { BUILDER_STEPS } from '../../../domain/routes';
import { stepForMissingTerm, stepForReportPath } from './report-path-step';

const resume = resumeSchema.parse({
  experience: [{ jobTitle: 'Staff Nurse' }, { jobTitle: 'Aide' }],
  additionalSections: [{ type: 'projects', title: 'Projects', items: [] }],
} satisfies ResumeInput);

describe('stepForReportPath', () => {
  it.each([
    ['personalDetails.jobTitle', 'personal-details', '/write/personal-details'],
    ['personalDetails.firstName', 'personal-details', '/write/personal-details'],
    ['contactInfo.email', 'contact-info', '/write/contact-info'],
    ['summary.content', 'prof-summary', '/write/professional-summary'],
    ['education.0.degree', 'education', '/write/education'],
    ['skills.3.name', 'skills', '/write/skills'],
  ])('%s is edited on %s', (path, stepId, href) => {
    expect(stepForReportPath(path, resume)).toEqual({ stepId, href });
  });

  it('a bullet or a part of a job goes to Employment History at that job', () => {
    expect(stepForReportPath('experience.1.bullets.2', resume)).toEqual({
      stepId: 'employment-history',
      href: '/write/experience',
      jobIndex: 1,
    });
    expect(stepForReportPath('experience.0.description.0')?.jobIndex).toBe(0);
    expect(stepForReportPath('experience.0.startDate')?.jobIndex).toBe(0);
    // The years the report counts over all jobs: the step, no one job.
    expect(stepForReportPath('experience', resume)).toEqual({
      stepId: 'employment-history',
      href: '/write/experience',
    });
  });

  it("an extra section's path goes to that section's own step, or to the sections list when unknown", () => {
    expect(stepForReportPath('additionalSections.0.title', resume)?.href).toBe('/write/projects');
    expect(stepForReportPath('additionalSections.4.title', resume)?.href).toBe('/write/additional-sections');
  });

  it('a path of no builder step has no step', () => {
    expect(stepForReportPath('', resume)).toBeUndefined();
    expect(stepForReportPath('design.template', resume)).toBeUndefined();
  });

  it("every step href is one of the builder's steps", () => {
    const paths = BUILDER_STEPS.map((step) => step.path);
    for (const path of ['personalDetails.x', 'contactInfo.x', 'summary', 'experience', 'education', 'skills'])
      expect(paths).toContain(stepForReportPath(path)?.href);
  });
});

describe('stepForMissingTerm', () => {
  it('puts skills on Skills, the title on Personal Details, years on Employment History, a degree on Education', () => {
    expect(MATCH_KINDS.map((kind) => [kind, stepForMissingTerm(kind).stepId])).toEqual([
      ['hard', 'skills'],
      ['soft', 'skills'],
      ['title', 'personal-details'],
      ['education', 'education'],
      ['experience', 'employment-history'],
    ]);
  });
});
