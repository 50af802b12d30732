import type { MatchKind } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { ADDITIONAL_SECTIONS_PATH, getStep, type StepId, sectionStepPath } from '../../../domain/routes';

/**
 * The builder step a match report item belongs to: a path the report gives ('experience.0.bullets.2',
 * 'skills.3.name', 'summary.content') or, for a missing term that has no path yet, the kind of term. The step
 * list is the builder's own (domain/routes), so a renamed or moved step moves every link with it.
 */
export interface ReportStep {
  /** A builder step, or 'sections' for an extra section (which has a step of its own per type). */
  stepId: StepId | 'sections';
  href: string;
  /** The job of Employment History the item is about ('experience.1...' -> 1), when the path names one. */
  jobIndex?: number;
}

const stepOf = (stepId: StepId, jobIndex?: number): ReportStep => ({
  stepId,
  href: getStep(stepId).path,
  ...(jobIndex === undefined ? {} : { jobIndex }),
});

/** The step a report path is edited on; undefined for a path of no builder step (the report's own 'years'). */
export function stepForReportPath(path: string, resume?: Resume): ReportStep | undefined {
  const [area, first] = path.split('.');
  const index = first !== undefined && /^\d+$/.test(first) ? Number(first) : undefined;
  switch (area) {
    case 'personalDetails':
      return stepOf('personal-details');
    case 'contactInfo':
      return stepOf('contact-info');
    case 'summary':
      return stepOf('prof-summary');
    case 'experience':
      return stepOf('employment-history', index);
    case 'education':
      return stepOf('education');
    case 'skills':
      return stepOf('skills');
    case 'additionalSections': {
      const section = index === undefined ? undefined : resume?.additionalSections[index];
      return { stepId: 'sections', href: section ? sectionStepPath(section.type) : ADDITIONAL_SECTIONS_PATH };
    }
    default:
      return undefined;
  }
}

/** Where a term the resume lacks goes: skills on Skills, the title on Personal Details, and so on. */
const STEP_OF_KIND: Record<MatchKind, StepId> = {
  hard: 'skills',
  soft: 'skills',
  title: 'personal-details',
  experience: 'employment-history',
  education: 'education',
};

export function stepForMissingTerm(kind: MatchKind): ReportStep {
  return stepOf(STEP_OF_KIND[kind]);
}
