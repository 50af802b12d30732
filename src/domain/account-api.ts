import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailField, PASSWORD_MAX_LENGTH } from './auth-rules';
import { INTERFACE_LANGUAGES } from './interface-languages';

/** Account deletion, data export, change of e-mail (issue 18): request and answer shapes shared with the client. */

export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password to confirm it is you';
export const WRONG_PASSWORD_MESSAGE = 'Password is incorrect';
export const CONFIRM_EMAIL_MISMATCH_MESSAGE = "The e-mail typed does not match this account's e-mail";
/** Provider-only accounts have no password: a sign-in this recent stands for it. */
export const FRESH_SIGN_IN_MINUTES = 10;
export const FRESH_SIGN_IN_MESSAGE = `For your security, sign out and sign in again with your provider, then try again within ${FRESH_SIGN_IN_MINUTES} minutes.`;

const password = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .max(PASSWORD_MAX_LENGTH, `Password must be less than ${PASSWORD_MAX_LENGTH} characters`);

/** DELETE /api/account. `confirmEmail` is what the person typed; the settings page always sends it. */
export const deleteAccountSchema = z.object(
  {
    password: password.optional(),
    confirmEmail: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).optional(),
  },
  { error: 'Invalid request' },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletedAnswerSchema = z.object({ success: z.literal(true), message: z.string() });

export const ACCOUNT_EXPORT_URL = '/api/account/export';
/** The 503 of the export when no worker built the ZIP in time (ADR 0066); the settings page shows it as is. */
export const EXPORT_TAKING_LONG_MESSAGE =
  'Your data export is taking longer than usual. Please try again in a minute.';

export const EMAIL_IN_USE_MESSAGE = 'Another account already uses this e-mail';
export const SAME_EMAIL_MESSAGE = 'This is already your e-mail';
export const INVALID_EMAIL_CHANGE_LINK_MESSAGE =
  'This confirmation link is invalid, already used or expired. Ask for the change again in Account Settings.';
/** How long the link to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
export const CONFIRM_EMAIL_PATH = '/confirm-email';

/** POST /api/account/email: the new address, and the password (provider-only accounts: a recent sign-in). */
export const changeEmailSchema = z.object(
  { newEmail: emailField, password: password.optional() },
  { error: 'Invalid request' },
);
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST /api/account/email/confirm: the token from the link sent to the new address. */
export const confirmEmailChangeSchema = z.object(
  { token: z.string({ error: INVALID_EMAIL_CHANGE_LINK_MESSAGE }).min(1).max(200) },
  { error: 'Invalid request' },
);

export const emailChangeRequestedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  pendingEmail: z.string(),
});
export const emailChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});

export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail is already confirmed';

/** GET /api/account/email/status: whether the account's address is proven (a link opened, or a provider said so). */
export const emailStatusAnswerSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  verified: z.boolean(),
});
export type EmailStatus = z.infer<typeof emailStatusAnswerSchema>;

/** PUT /api/account/language (issue 33): the interface language that follows the user to every device. */
export const ACCOUNT_LANGUAGE_URL = '/api/account/language';
export const UNKNOWN_INTERFACE_LANGUAGE_MESSAGE = `Choose one of the interface languages: ${INTERFACE_LANGUAGES.join(', ')}`;
export const accountLanguageSchema = z.object(
  { language: z.enum(INTERFACE_LANGUAGES, { error: UNKNOWN_INTERFACE_LANGUAGE_MESSAGE }) },
  { error: 'Invalid request' },
);
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
