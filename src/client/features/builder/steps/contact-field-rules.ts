import type { ContactInfo, PersonalDetails, Resume } from '../../../../domain/resume';

/**
 * Contact details are asked once, on the Contact Info step (issue 23, issue 29 and ADR 0072), with the
 * spec's Contact Info labels (the builder catalog's contact.<key>), and they write the contact info. The personal
 * details keep their own email, phone, location and links in the data model (older drafts and the
 * alternative builder filled them, and the resume uses them where the contact info is blank), so a field
 * shows that older value until the user edits it, and an edit moves it into the contact info.
 */
export interface ContactFieldSpec {
  key: 'email' | 'phone' | 'address' | 'website' | 'linkedin';
  /** The personal-details field the resume falls back to when the contact field is blank. */
  fallback: keyof PersonalDetails;
  type?: 'email' | 'tel' | 'url';
  autoComplete?: string;
  isRequired?: boolean;
}

export const CONTACT_FIELDS: readonly ContactFieldSpec[] = [
  {
    key: 'email',
    fallback: 'email',
    type: 'email',
    autoComplete: 'email',
    isRequired: true,
  },
  { key: 'phone', fallback: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'address', fallback: 'location', autoComplete: 'address-level2' },
  { key: 'website', fallback: 'website', type: 'url' },
  { key: 'linkedin', fallback: 'linkedin', type: 'url' },
];

/** What the field shows: the contact info's value, or the personal-details value the resume uses instead. */
export function contactFieldValue(resume: Resume, field: ContactFieldSpec): string {
  const own = resume.contactInfo[field.key];
  return own.trim() !== '' ? own : String(resume.personalDetails[field.fallback] ?? '');
}

/**
 * The changes an edit makes: the value goes into the contact info, and the personal-details fallback is
 * emptied, so clearing the field clears it on the resume too instead of bringing the older value back.
 */
export function contactFieldEdit(
  resume: Resume,
  field: ContactFieldSpec,
  value: string,
): { contactInfo: Partial<ContactInfo>; personalDetails: Partial<PersonalDetails> | null } {
  const hasFallback = String(resume.personalDetails[field.fallback] ?? '') !== '';
  return {
    contactInfo: { [field.key]: value },
    personalDetails: hasFallback ? { [field.fallback]: '' } : null,
  };
}
