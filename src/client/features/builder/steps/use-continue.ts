import { useLocation } from 'wouter';
import { nextStep, type StepId } from '../../../../domain/routes';
import { useBuilderIntegrations } from '../../../shared/resume/builder-integrations';
import { useResumeStore } from '../../../shared/resume/resume-store';

/**
 * Save & Continue: edits already apply live, so continuing is moving to the next step, unless an integration
 * takes over (a signed-in user's first save of a new resume creates its draft and continues with its id).
 */
export function useContinue(stepId: StepId): () => void {
  const [, navigate] = useLocation();
  const { onStepContinue } = useBuilderIntegrations();
  const { state } = useResumeStore();
  return () => {
    const next = nextStep(stepId);
    if (!next) return;
    if (!onStepContinue) {
      navigate(next.path);
      return;
    }
    void onStepContinue(stepId, state.resume, state.title)
      .catch((error: unknown) => {
        console.error('Save & Continue could not save', error);
        return null;
      })
      .then((target) => navigate(target ?? next.path));
  };
}
