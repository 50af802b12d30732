import { useLocation } from 'wouter';
import { nextStep, type StepId } from '../../../../domain/routes';

/** Save & Continue: edits already apply live, so continuing is moving to the next step. */
export function useContinue(stepId: StepId): () => void {
  const [, navigate] = useLocation();
  return () => {
    const next = nextStep(stepId);
    if (next) navigate(next.path);
  };
}
