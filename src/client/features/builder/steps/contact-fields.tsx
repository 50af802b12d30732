import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { CONTACT_FIELDS, contactFieldEdit, contactFieldValue } from './contact-field-rules';
import type { StepValidation } from './use-step-validation';

/**
 * The one set of contact fields, shown by the Contact Info step (the one step that asks for them, ADR 0072),
 * each with its message once shown (a half-typed e-mail is kept and named, never dropped: ADR 0021).
 */
export function ContactFields({ validation }: { validation: StepValidation }) {
  const { state, dispatch } = useResumeStore();
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          isRequired={field.isRequired}
          {...validation.fieldProps(field.key)}
          value={contactFieldValue(state.resume, field)}
          onChange={(value) => {
            const edit = contactFieldEdit(state.resume, field, value);
            dispatch({ type: 'updateContactInfo', fields: edit.contactInfo });
            if (edit.personalDetails)
              dispatch({ type: 'updatePersonalDetails', fields: edit.personalDetails });
          }}
        />
      ))}
    </>
  );
}
