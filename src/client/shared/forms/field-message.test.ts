import { describe, expect, it } from 'vitest';
import { PASSWORD_REQUIRED_MESSAGE } from '../../../domain/account-api';
import {
  changePasswordSchema,
  loginSchema,
  PASSWORD_HINT,
  resetPasswordFormSchema,
  signupSchema,
} from '../../../domain/auth-rules';
import { BUILDER_SUMMARY_MESSAGE } from '../../../domain/readiness';
import { resumeSchema, VALID_URL_MESSAGE } from '../../../domain/resume';
import { INVALID_EMAIL_INPUT_MESSAGE, resumeFieldErrors } from '../../../domain/resume-field-errors';
import { CODE_REQUIRED_MESSAGE, WRONG_CODE_MESSAGE } from '../../../domain/two-factor-api';
import { formMessageKey } from './field-message';

/** Every message the shared form rules can give, from inputs that break each rule. */
function ruleMessages(): string[] {
  const long = (n: number) => 'a'.repeat(n);
  const inputs: [{ safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, unknown][] = [
    [signupSchema, { firstName: '', lastName: '', email: '', password: '' }],
    [signupSchema, { firstName: 'a', lastName: 'a', email: 'nope', password: 'a' }],
    [
      signupSchema,
      { firstName: long(51), lastName: long(51), email: `${long(101)}@x.io`, password: long(129) },
    ],
    [signupSchema, { firstName: 'Ana', lastName: 'Ruiz', email: 'a@b.co', password: 'ABCDEFGH1' }],
    [signupSchema, { firstName: 'Ana', lastName: 'Ruiz', email: 'a@b.co', password: 'abcdefgh' }],
    [loginSchema, { email: 'a@b.co', password: '' }],
    [resetPasswordFormSchema, { token: 't', newPassword: 'Abcdefg1', confirmPassword: '' }],
    [resetPasswordFormSchema, { token: 't', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg2' }],
    [changePasswordSchema, { currentPassword: '', newPassword: 'Abcdefg1' }],
    [changePasswordSchema, { currentPassword: 'Abcdefg1', newPassword: 'Abcdefg1' }],
  ];
  const messages = inputs.flatMap(([schema, input]) =>
    (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message),
  );
  return [
    ...new Set([
      ...messages,
      PASSWORD_HINT,
      PASSWORD_REQUIRED_MESSAGE,
      CODE_REQUIRED_MESSAGE,
      WRONG_CODE_MESSAGE,
    ]),
  ];
}

describe('the form rules’ messages in the interface language', () => {
  it('every message of the shared rules has a key in the forms catalog', () => {
    const messages = ruleMessages();
    expect(messages.length).toBeGreaterThan(18);
    expect(messages.filter((message) => !formMessageKey(message))).toEqual([]);
  });

  it('finds a message with its limit and nothing else', () => {
    expect(formMessageKey('First name must be at least 2 characters')).toBe('firstName.tooShort');
    expect(formMessageKey('First name must be at least 3 characters')).toBeUndefined();
    expect(formMessageKey('An account with this email already exists')).toBeUndefined();
  });
});

describe('the resume’s rules, as the builder shows them under its fields', () => {
  it('has a key for the e-mail, URL and summary messages', () => {
    expect(formMessageKey(INVALID_EMAIL_INPUT_MESSAGE)).toBe('email.invalid');
    expect(formMessageKey(VALID_URL_MESSAGE)).toBe('resume.url');
    expect(formMessageKey(BUILDER_SUMMARY_MESSAGE)).toBe('resume.summaryTooShort');
  });

  it('gives every message a step can show a key, or the length rule whose limit differs by field', () => {
    const resume = resumeSchema.parse({});
    resume.contactInfo.email = 'nope';
    resume.contactInfo.website = 'not a url';
    resume.personalDetails.firstName = 'a'.repeat(201);
    const messages = Object.values(resumeFieldErrors(resume));
    expect(messages).toContain('Must be at most 200 characters');
    expect(
      messages.filter(
        (message) => !formMessageKey(message) && !/^Must be at most \d+ characters$/.test(message),
      ),
    ).toEqual([]);
  });
});
