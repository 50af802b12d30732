import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { useT } from '../../../lib/i18n/use-t';
import { useResumeStore } from '../../../shared/resume/resume-store';
import { TextField } from '../fields/text-field';
import { CONTACT_FIELDS, contactFieldEdit, contactFieldValue } from './contact-field-rules';
import type { StepValidation } from './use-step-validation';

/**
 * The one set of contact fields, shown by the Contact Info step (the one step that asks for them, ADR 0072),
 * each with its message once shown (a half-typed e-mail is kept and named, never dropped: ADR 0021).
 */
export function ContactFields({ validation }: { validation: StepValidation }) {
  const { t } = useT(BUILDER_TEXTS);
  const { state, dispatch } = useResumeStore();
  return (
    <>
      {CONTACT_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={t(`contact.${field.key}`)}
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
