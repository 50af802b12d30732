import { z } from 'zod';

/**
 * The spec's section 5 rules for signup, login, forgot and reset password, with its exact messages. The server
 * and the client's forms share them. Every field rejects a non-string (a JSON body such as {"$gt": ""}) with
 * its own message instead of throwing or coercing.
 */

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT = 'Must be 8+ characters with uppercase, lowercase, and number';
export const INVALID_BODY_MESSAGE = 'Invalid request';

/** A string field whose missing, null or non-string value reads `requiredMessage`. */
const requiredString = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).min(1, { error: requiredMessage, abort: true });

const nameField = (label: 'First name' | 'Last name') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `${label} must be less than ${NAME_MAX_LENGTH} characters`);

export const emailField = z
  .string({
    // A present value that is not a string is not a valid address; a missing one is required.
    error: (issue) => (issue.input == null ? 'Email is required' : 'Please enter a valid email address'),
  })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required', abort: true })
  .regex(z.regexes.email, 'Please enter a valid email address')
  .max(EMAIL_MAX_LENGTH, `Email must be less than ${EMAIL_MAX_LENGTH} characters`);

/** Signup and reset passwords. Not trimmed: spaces are part of a password. */
export const newPasswordField = requiredString('Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be less than ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number');

const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: INVALID_BODY_MESSAGE });

export const signupSchema = body({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  password: newPasswordField,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = body({
  email: emailField,
  password: requiredString('Password is required').max(
    PASSWORD_MAX_LENGTH,
    `Password must be less than ${PASSWORD_MAX_LENGTH} characters`,
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = body({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";
export const CONFIRM_PASSWORD_REQUIRED_MESSAGE = 'Please confirm your password';

const tokenField = requiredString('Reset token is required');

/**
 * The server's reset body. The client posts only {token, newPassword} (spec section 7), so confirmPassword is
 * optional here; when sent it must match.
 */
export const resetPasswordSchema = body({
  token: tokenField,
  newPassword: newPasswordField,
  confirmPassword: z.string({ error: CONFIRM_PASSWORD_REQUIRED_MESSAGE }).optional(),
}).refine((value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword, {
  error: PASSWORDS_DONT_MATCH_MESSAGE,
  path: ['confirmPassword'],
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset dialog's form, where confirming the password is required. */
export const resetPasswordFormSchema = body({
  token: tokenField,
  newPassword: newPasswordField,
  confirmPassword: requiredString(CONFIRM_PASSWORD_REQUIRED_MESSAGE),
}).refine((value) => value.confirmPassword === value.newPassword, {
  error: PASSWORDS_DONT_MATCH_MESSAGE,
  path: ['confirmPassword'],
});
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current one';

/** Changing the password in Account Settings: the new one follows the signup and reset rules. */
export const changePasswordSchema = body({
  currentPassword: requiredString(CURRENT_PASSWORD_REQUIRED_MESSAGE).max(
    PASSWORD_MAX_LENGTH,
    `Password must be less than ${PASSWORD_MAX_LENGTH} characters`,
  ),
  newPassword: newPasswordField,
}).refine((value) => value.newPassword !== value.currentPassword, {
  error: SAME_PASSWORD_MESSAGE,
  path: ['newPassword'],
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
