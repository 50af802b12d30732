import { ContactFields } from './contact-fields';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';
import { useStepValidation } from './use-step-validation';

export function ContactInfoStep() {
  const onContinue = useContinue('contact-info');
  const validation = useStepValidation('contactInfo');
  return (
    <StepFrame
      title="Contact Info"
      description="How employers can reach you."
      onContinue={onContinue}
      validation={validation}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields validation={validation} />
      </div>
    </StepFrame>
  );
}
