import { ContactFields } from './contact-fields';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';

export function ContactInfoStep() {
  const onContinue = useContinue('contact-info');
  return (
    <StepFrame title="Contact Info" description="How employers can reach you." onContinue={onContinue}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields />
      </div>
    </StepFrame>
  );
}
