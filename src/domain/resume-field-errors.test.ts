import { describe, expect, it } from 'vitest';
import { isStepComplete } from './progress';
import { emptyResume, type Resume, VALID_URL_MESSAGE } from './resume';
import { createAdditionalSection, createSectionItem } from './resume-defaults';
import {
  errorsWithin,
  INVALID_EMAIL_INPUT_MESSAGE,
  isSectionValid,
  isStepValid,
  resumeFieldErrors,
} from './resume-field-errors';

function withContact(fields: Partial<Resume['contactInfo']>): Resume {
  const resume = emptyResume();
  return { ...resume, contactInfo: { ...resume.contactInfo, ...fields } };
}

describe('resumeFieldErrors', () => {
  it("names a half-typed e-mail with the spec's message, and a bad link with the URL message", () => {
    const errors = resumeFieldErrors(withContact({ email: 'elena.marquez@', linkedin: 'not a link' }));
    expect(errors).toEqual({
      'contactInfo.email': INVALID_EMAIL_INPUT_MESSAGE,
      'contactInfo.linkedin': VALID_URL_MESSAGE,
    });
    expect(errorsWithin(errors, 'contactInfo')).toEqual({
      email: 'Please enter a valid email address',
      linkedin: VALID_URL_MESSAGE,
    });
    expect(errorsWithin(errors, 'personalDetails')).toEqual({});
  });

  it('has nothing to say about a valid or empty resume', () => {
    expect(resumeFieldErrors(emptyResume())).toEqual({});
    expect(resumeFieldErrors(withContact({ email: 'elena.marquez@example.com' }))).toEqual({});
  });

  it('finds values inside extra-section items by their path', () => {
    const section = createAdditionalSection('references');
    const item = { ...createSectionItem('references', { host: 'example.com' }), email: 'ref@' };
    const resume = { ...emptyResume(), additionalSections: [{ ...section, items: [item] }] };
    expect(errorsWithin(resumeFieldErrors(resume), 'additionalSections.0')).toEqual({
      'items.0.email': INVALID_EMAIL_INPUT_MESSAGE,
    });
    expect(isSectionValid(resume.additionalSections[0]!)).toBe(false);
  });
});

describe('a step with a value typed half-way', () => {
  it('is not valid, and so not complete, even when the value fills it', () => {
    const typed = withContact({ email: 'elena.marquez@' });
    expect(isStepValid('contact-info', typed)).toBe(false);
    expect(isStepComplete('contact-info', typed)).toBe(false);
    // A phone number would complete the step, but not while the e-mail beside it is half-typed.
    expect(isStepComplete('contact-info', withContact({ email: 'elena.marquez@', phone: '555' }))).toBe(
      false,
    );
    expect(isStepComplete('contact-info', withContact({ email: 'elena.marquez@example.com' }))).toBe(true);
  });
});
