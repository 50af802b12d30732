import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth-rules';

/** Two-factor sign-in with an authenticator app (issue 18, item 3): shapes shared by the server and the client. */

export const RECOVERY_CODE_COUNT = 10;
export const CODE_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Try the newest code.';
export const TWO_FACTOR_SESSION_EXPIRED_MESSAGE =
  'Your sign-in took too long. Enter your e-mail and password again.';

/** A 6-digit code or a recovery code (xxxxx-xxxxx); spaces and dashes typed around them are ignored. */
export const codeField = z
  .string({ error: CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CODE_REQUIRED_MESSAGE, abort: true })
  .max(40, WRONG_CODE_MESSAGE);

const body = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape, { error: 'Invalid request' });

export const totpCodeSchema = body({ code: codeField });
export const disableTotpSchema = body({
  code: codeField,
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;

export const totpSetupAnswerSchema = z.object({
  success: z.literal(true),
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (data: URL). */
  qrCodeDataUrl: z.string(),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswerSchema>;

export const recoveryCodesAnswerSchema = z.object({
  success: z.literal(true),
  /** Shown once; only their hashes are stored. */
  recoveryCodes: z.array(z.string()),
});

export const twoFactorStatusSchema = z.object({
  success: z.literal(true),
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What POST /api/auth/login answers (200, no session yet) for an account with a second factor. */
export const twoFactorRequiredAnswerSchema = z.object({
  success: z.literal(false),
  twoFactorRequired: z.literal(true),
});

/** Where a provider sign-in of a 2FA account lands: /login asking for the code (the pending cookie is set). */
export const TWO_FACTOR_LOGIN_PATH = '/login?two-factor=1';
