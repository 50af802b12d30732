import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { ContactFields } from './contact-fields';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';
import { useStepValidation } from './use-step-validation';

export function ContactInfoStep() {
  const { t } = useT(BUILDER_TEXTS);
  const onContinue = useContinue('contact-info');
  const validation = useStepValidation('contactInfo');
  return (
    <StepFrame
      title={t('contact.title')}
      description={t('contact.description')}
      onContinue={onContinue}
      validation={validation}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields validation={validation} />
      </div>
    </StepFrame>
  );
}
