import type { PersonalDetails } from '../../../../domain/resume';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';
import { useStepValidation } from './use-step-validation';

const STEP_FIELDS: readonly string[] = ['firstName', 'lastName', 'jobTitle'];

/**
 * Step 1: First Name, Last Name and Job Title (spec section 2). Contact details are asked on the next step only,
 * the spec's Contact Info step (ADR 0072): the spec's 'additional details' belong to its alternative builder.
 * Edits apply live; saving never blocks on the names, which are marked required only.
 */
export function PersonalDetailsStep() {
  const { t } = useT(BUILDER_TEXTS);
  const { state, dispatch } = useResumeStore();
  const onContinue = useContinue('personal-details');
  const allValidation = useStepValidation('personalDetails');
  // Only this step's own fields: the contact values kept here by older drafts are the Contact Info step's.
  const validation = {
    ...allValidation,
    errors: Object.fromEntries(
      Object.entries(allValidation.errors).filter(([key]) => STEP_FIELDS.includes(key)),
    ),
  };
  const details = state.resume.personalDetails;
  const field = (key: keyof PersonalDetails) => ({
    value: String(details[key] ?? ''),
    onChange: (value: string) => dispatch({ type: 'updatePersonalDetails', fields: { [key]: value } }),
    ...validation.fieldProps(key),
  });
  return (
    <StepFrame
      title={t('personal.title')}
      description={t('personal.description')}
      onContinue={onContinue}
      validation={validation}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('personal.firstName')}
          isRequired
          autoComplete="given-name"
          {...field('firstName')}
        />
        <TextField
          label={t('personal.lastName')}
          isRequired
          autoComplete="family-name"
          {...field('lastName')}
        />
        <TextField
          label={t('personal.jobTitle')}
          autoComplete="organization-title"
          className="flex flex-col gap-2 sm:col-span-2"
          {...field('jobTitle')}
        />
      </div>
    </StepFrame>
  );
}
