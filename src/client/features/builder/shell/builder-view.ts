import type { AdditionalSectionType } from '../../../../domain/resume';
import {
  ADDITIONAL_SECTIONS_PATH,
  type BuilderStep,
  type FinishingStep,
  finishingStepForPath,
  matchAppRoute,
  sectionTypeForPath,
  stepForPath,
} from '../../../../domain/routes';

/** Which builder screen a path shows, through the route table's aliases. */
export type BuilderView =
  | { kind: 'step'; step: BuilderStep }
  | { kind: 'sections' }
  | { kind: 'section'; sectionType: AdditionalSectionType }
  | { kind: 'preview' }
  /** /design and /improve, whose screens the app gives the builder (features never import each other). */
  | { kind: 'finishing'; step: FinishingStep }
  | { kind: 'unknown' };

export function builderViewFor(pathname: string): BuilderView {
  const step = stepForPath(pathname);
  if (step) return { kind: 'step', step };
  const sectionType = sectionTypeForPath(pathname);
  if (sectionType) return { kind: 'section', sectionType };
  const finishing = finishingStepForPath(pathname);
  if (finishing) return { kind: 'finishing', step: finishing };
  const route = matchAppRoute(pathname);
  if (route?.path === ADDITIONAL_SECTIONS_PATH) return { kind: 'sections' };
  if (route?.path === '/preview' || route?.path === '/write/preview') return { kind: 'preview' };
  return { kind: 'unknown' };
}
