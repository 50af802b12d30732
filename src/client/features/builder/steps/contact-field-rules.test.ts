import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../../../../domain/resume';
import { BUILDER_TEXTS } from '../../../lib/i18n/namespaces/builder';
import { CONTACT_FIELDS, contactFieldEdit, contactFieldValue } from './contact-field-rules';

const field = (key: string) => {
  const spec = CONTACT_FIELDS.find((candidate) => candidate.key === key);
  if (!spec) throw new Error(`no contact field ${key}`);
  return spec;
};

describe('the one set of contact fields', () => {
  it('has one label per field, the Contact Info step’s', () => {
    expect(CONTACT_FIELDS.map((spec) => BUILDER_TEXTS.english[`contact.${spec.key}`])).toEqual([
      'Email Address',
      'Phone Number',
      'Location',
      'Website / Portfolio',
      'LinkedIn Profile',
    ]);
  });

  it('shows the contact info, or the personal-details value the resume falls back to', () => {
    const resume = resumeSchema.parse({
      personalDetails: { email: 'old@example.com', location: 'Lyon' },
      contactInfo: { email: 'new@example.com' },
    });
    expect(contactFieldValue(resume, field('email'))).toBe('new@example.com');
    expect(contactFieldValue(resume, field('address'))).toBe('Lyon');
    expect(contactFieldValue(resume, field('phone'))).toBe('');
  });

  it('writes the contact info and empties the older personal-details value', () => {
    const resume = resumeSchema.parse({ personalDetails: { location: 'Lyon' } });
    expect(contactFieldEdit(resume, field('address'), 'Paris')).toEqual({
      contactInfo: { address: 'Paris' },
      personalDetails: { location: '' },
    });
    // Clearing the field clears the resume's location instead of bringing 'Lyon' back.
    expect(contactFieldEdit(resume, field('address'), '')).toEqual({
      contactInfo: { address: '' },
      personalDetails: { location: '' },
    });
    expect(contactFieldEdit(resumeSchema.parse({}), field('phone'), '555')).toEqual({
      contactInfo: { phone: '555' },
      personalDetails: null,
    });
  });
});
