import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_HINT,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signupSchema,
} from './auth-rules';
import { fieldErrors } from './field-errors';

const VALID_SIGNUP = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
};

/** The field -> first message map a schema gives for an input; {} when it passes. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('signupSchema', () => {
  it('accepts a valid signup, trimming names and trimming and lower-casing the email', () => {
    expect(
      signupSchema.parse({
        ...VALID_SIGNUP,
        firstName: '  Ada ',
        lastName: ' Lovelace',
        email: ' Ada@Example.COM ',
      }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret123' });
  });

  it('does not trim the password', () => {
    expect(signupSchema.parse({ ...VALID_SIGNUP, password: ' Secret123 ' }).password).toBe(' Secret123 ');
  });

  it('requires every field', () => {
    expect(errorsOf(signupSchema, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(signupSchema, { firstName: '', lastName: '   ', email: ' ', password: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('bounds names at 2..50 characters after trimming', () => {
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, firstName: ' A ', lastName: 'B' })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    });
    expect(
      errorsOf(signupSchema, { ...VALID_SIGNUP, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) }),
    ).toEqual({});
    expect(
      errorsOf(signupSchema, { ...VALID_SIGNUP, firstName: 'A'.repeat(51), lastName: 'B'.repeat(51) }),
    ).toEqual({
      firstName: 'First name must be less than 50 characters',
      lastName: 'Last name must be less than 50 characters',
    });
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, firstName: ` ${'A'.repeat(50)} ` })).toEqual({});
  });

  it('checks the email format and its 100-character bound', () => {
    for (const email of [
      'ada',
      'ada@',
      '@example.com',
      'ada@example',
      'a b@example.com',
      'ada@@example.com',
    ]) {
      expect(errorsOf(signupSchema, { ...VALID_SIGNUP, email }), email).toEqual({
        email: 'Please enter a valid email address',
      });
    }
    const local = 'a'.repeat(100 - '@example.com'.length);
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, email: `${local}@example.com` })).toEqual({});
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, email: `${local}a@example.com` })).toEqual({
      email: 'Email must be less than 100 characters',
    });
  });

  it.each([
    ['Sh0rt', 'Password must be at least 8 characters'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoNumbersHere', 'Password must contain at least one number'],
    [`Aa1${'x'.repeat(126)}`, 'Password must be less than 128 characters'],
  ])('rejects the password %s with "%s"', (password, message) => {
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, password })).toEqual({ password: message });
  });

  it('accepts a password of exactly 8 and exactly 128 characters', () => {
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, password: 'Abcdefg1' })).toEqual({});
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, password: `Aa1${'x'.repeat(125)}` })).toEqual({});
  });

  it('reports every password rule that fails, the length first', () => {
    const result = signupSchema.safeParse({ ...VALID_SIGNUP, password: 'abc' });
    if (result.success) throw new Error('expected failure');
    expect(result.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
    ]);
  });

  it('fails cleanly on non-string and non-object input', () => {
    const injected = { firstName: { $gt: '' }, lastName: 42, email: { $gt: '' }, password: ['Secret123'] };
    expect(() => signupSchema.safeParse(injected)).not.toThrow();
    expect(errorsOf(signupSchema, injected)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    for (const input of [null, undefined, 'text', 42, []]) {
      expect(Object.values(errorsOf(signupSchema, input)).length).toBeGreaterThan(0);
    }
    expect(errorsOf(signupSchema, null)).toEqual({ _form: 'Invalid request' });
  });

  it('treats a null email as missing', () => {
    expect(errorsOf(signupSchema, { ...VALID_SIGNUP, email: null })).toEqual({ email: 'Email is required' });
  });

  it('drops unknown fields', () => {
    expect(signupSchema.parse({ ...VALID_SIGNUP, subscriptionStatus: 'active' })).not.toHaveProperty(
      'subscriptionStatus',
    );
  });

  it('has the hint text', () => {
    expect(PASSWORD_HINT).toBe('Must be 8+ characters with uppercase, lowercase, and number');
  });
});

describe('loginSchema', () => {
  it('accepts any non-empty password up to 128 characters, without the signup rules', () => {
    expect(loginSchema.parse({ email: ' ADA@example.com', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: 'x'.repeat(128) })).toEqual({});
  });

  it('uses the email rules and bounds the password', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errorsOf(loginSchema, { email: 'nope', password: 'x'.repeat(129) })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be less than 128 characters',
    });
  });

  it('rejects operator objects instead of passing them on', () => {
    expect(errorsOf(loginSchema, { email: 'ada@example.com', password: { $gt: '' } })).toEqual({
      password: 'Password is required',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('takes the email rules', () => {
    expect(forgotPasswordSchema.parse({ email: ' A@B.co ' })).toEqual({ email: 'a@b.co' });
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('resetPasswordSchema (server)', () => {
  it('accepts a token and a new password without confirmation', () => {
    expect(resetPasswordSchema.parse({ token: 'abc', newPassword: 'Secret123' })).toEqual({
      token: 'abc',
      newPassword: 'Secret123',
    });
  });

  it('requires the token and applies the signup password rules', () => {
    expect(errorsOf(resetPasswordSchema, { newPassword: 'weak' })).toEqual({
      token: 'Reset token is required',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(errorsOf(resetPasswordSchema, { token: '', newPassword: 'Secret123' })).toEqual({
      token: 'Reset token is required',
    });
    expect(errorsOf(resetPasswordSchema, { token: { $ne: null }, newPassword: 'Secret123' })).toEqual({
      token: 'Reset token is required',
    });
  });

  it("checks a confirmation when one is sent: 'Passwords don't match' on confirmPassword", () => {
    expect(
      errorsOf(resetPasswordSchema, { token: 't', newPassword: 'Secret123', confirmPassword: 'Secret123' }),
    ).toEqual({});
    expect(
      errorsOf(resetPasswordSchema, { token: 't', newPassword: 'Secret123', confirmPassword: 'Secret124' }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
    expect(
      errorsOf(resetPasswordSchema, { token: 't', newPassword: 'Secret123', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('resetPasswordFormSchema (client)', () => {
  it('requires the confirmation', () => {
    expect(errorsOf(resetPasswordFormSchema, { token: 't', newPassword: 'Secret123' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(
      errorsOf(resetPasswordFormSchema, { token: 't', newPassword: 'Secret123', confirmPassword: '' }),
    ).toEqual({
      confirmPassword: 'Please confirm your password',
    });
  });

  it('reports a mismatch, even while the new password is still too weak', () => {
    expect(
      errorsOf(resetPasswordFormSchema, { token: 't', newPassword: 'weak', confirmPassword: 'weaker' }),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      errorsOf(resetPasswordFormSchema, {
        token: 't',
        newPassword: 'Secret123',
        confirmPassword: 'Secret123',
      }),
    ).toEqual({});
  });
});
