/**
 * The messages of the form rules the client checks as the user types (src/domain/auth-rules.ts, the
 * account's password confirmation and the two-factor code; the resume's rules the builder shows under its
 * fields, src/domain/resume.ts and readiness.ts), shared with the server, which sends the same English. The
 * English here is theirs word for word with the limits as placeholders; shared/forms/use-field-message.ts finds a rule's message by its English
 * and shows it in the chosen language (a test holds every rule's message to a key).
 */
export default {
  'firstName.required': 'First name is required',
  'firstName.tooShort': 'First name must be at least {{min}} characters',
  'firstName.tooLong': 'First name must be less than {{max}} characters',
  'lastName.required': 'Last name is required',
  'lastName.tooShort': 'Last name must be at least {{min}} characters',
  'lastName.tooLong': 'Last name must be less than {{max}} characters',
  'email.required': 'Email is required',
  'email.invalid': 'Please enter a valid email address',
  'email.tooLong': 'Email must be less than {{max}} characters',
  'password.required': 'Password is required',
  'password.tooShort': 'Password must be at least {{min}} characters',
  'password.tooLong': 'Password must be less than {{max}} characters',
  'password.uppercase': 'Password must contain at least one uppercase letter',
  'password.lowercase': 'Password must contain at least one lowercase letter',
  'password.number': 'Password must contain at least one number',
  'password.hint': 'Must be {{min}}+ characters with uppercase, lowercase, and number',
  'password.confirmRequired': 'Please confirm your password',
  'password.mismatch': "Passwords don't match",
  'password.currentRequired': 'Current password is required',
  'password.same': 'New password must be different from the current one',
  'password.confirmIdentity': 'Enter your password to confirm it is you',
  'code.required': 'Enter the 6-digit code from your authenticator app',
  'code.wrong': 'That code is not right or has expired. Try the newest code.',
  'resume.url': 'Please enter a valid URL',
  'resume.tooLong': 'Must be at most {{max}} characters',
  'resume.summaryTooShort': 'Professional summary should be at least {{min}} characters',
} as const;
