import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import type { PersonalDetails } from '../../../../domain/resume';
import { Button } from '../../../components/ui/button';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { ContactFields } from './contact-fields';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';
import { useStepValidation } from './use-step-validation';

/** The fields behind 'Show additional details'. */
const ADDITIONAL_DETAILS: ReadonlySet<string> = new Set([
  'email',
  'phone',
  'location',
  'linkedin',
  'website',
]);

/** Step 1. Edits apply live; saving never blocks on the names, which are marked required only. */
export function PersonalDetailsStep() {
  const { state, dispatch } = useResumeStore();
  const onContinue = useContinue('personal-details');
  const validation = useStepValidation('personalDetails');
  // The additional details are the contact info's fields, so their messages come from its part of the resume.
  const contactValidation = useStepValidation('contactInfo');
  // Open when one of its values is not valid yet, so its message is seen.
  const [isExpanded, setIsExpanded] = useState(
    () =>
      Object.keys(validation.errors).some((key) => ADDITIONAL_DETAILS.has(key)) ||
      Object.keys(contactValidation.errors).length > 0,
  );
  const details = state.resume.personalDetails;
  const field = (key: keyof PersonalDetails) => ({
    value: String(details[key] ?? ''),
    onChange: (value: string) => dispatch({ type: 'updatePersonalDetails', fields: { [key]: value } }),
    ...validation.fieldProps(key),
  });
  return (
    <StepFrame
      title="Personal Details"
      description="Start with your name and the job title you want."
      onContinue={onContinue}
      validation={validation}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" isRequired autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last Name" isRequired autoComplete="family-name" {...field('lastName')} />
        <TextField
          label="Job Title"
          autoComplete="organization-title"
          className="flex flex-col gap-2 sm:col-span-2"
          {...field('jobTitle')}
        />
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isExpanded}
          aria-controls="additional-details"
          onClick={() => setIsExpanded((open) => !open)}
        >
          <ChevronDownIcon aria-hidden="true" className={isExpanded ? 'rotate-180' : ''} />
          {isExpanded ? 'Hide additional details' : 'Show additional details'}
        </Button>
        {isExpanded ? (
          <div id="additional-details" className="mt-4 grid gap-4 sm:grid-cols-2">
            {/* The Contact Info step's own fields, not a second set (issue 23). */}
            <ContactFields validation={contactValidation} />
          </div>
        ) : null}
      </div>
    </StepFrame>
  );
}
