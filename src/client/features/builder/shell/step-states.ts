import { BUILDER_STEPS, FINISHING_STEPS, type FinishingStep } from '../../../../domain/routes';
import type { BuilderView } from './builder-view';

/** Spec section 2: each step reads completed, current or upcoming by its position relative to the current one. */
export type StepState = 'completed' | 'current' | 'upcoming';

function byPosition(index: number, currentIndex: number): StepState {
  if (index === currentIndex) return 'current';
  return index < currentIndex ? 'completed' : 'upcoming';
}

/** One of the six builder steps: every one lies before the extra sections, /design and /improve. */
export function builderStepState(index: number, view: BuilderView): StepState {
  const currentIndex = view.kind === 'step' ? BUILDER_STEPS.indexOf(view.step) : BUILDER_STEPS.length;
  return byPosition(index, currentIndex);
}

/** Design or Improve: after everything else, so upcoming until the user reaches them. */
export function finishingStepState(step: FinishingStep, view: BuilderView): StepState {
  const currentIndex = view.kind === 'finishing' ? FINISHING_STEPS.indexOf(view.step) : -1;
  if (currentIndex === -1) return 'upcoming';
  return byPosition(FINISHING_STEPS.indexOf(step), currentIndex);
}
