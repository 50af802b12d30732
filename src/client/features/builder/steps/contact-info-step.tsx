import type { ContactInfo } from '../../../../domain/resume';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { StepFrame } from './step-frame';
import { useContinue } from './use-continue';

export function ContactInfoStep() {
  const { state, dispatch } = useResumeStore();
  const onContinue = useContinue('contact-info');
  const contact = state.resume.contactInfo;
  const field = (key: keyof ContactInfo) => ({
    value: contact[key],
    onChange: (value: string) => dispatch({ type: 'updateContactInfo', fields: { [key]: value } }),
  });
  return (
    <StepFrame title="Contact Info" description="How employers can reach you." onContinue={onContinue}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email Address" type="email" isRequired autoComplete="email" {...field('email')} />
        <TextField label="Phone Number" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Location" autoComplete="address-level2" {...field('address')} />
        <TextField label="Website / Portfolio" type="url" {...field('website')} />
        <TextField label="LinkedIn Profile" type="url" {...field('linkedin')} />
      </div>
    </StepFrame>
  );
}
