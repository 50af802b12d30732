import { z } from 'zod';

/** Passkeys (WebAuthn, issue 18 item 3): shapes shared by the server and the client. */

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const PASSKEY_NOT_VERIFIED_MESSAGE = 'This passkey could not be verified. Please try again.';
export const PASSKEY_SIGN_IN_FAILED_MESSAGE =
  'Sign-in with this passkey failed. Try again or use your password.';
export const PASSKEY_CHALLENGE_EXPIRED_MESSAGE = 'The passkey request expired. Please try again.';

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const passkeyListAnswerSchema = z.object({
  success: z.literal(true),
  passkeys: z.array(passkeySummarySchema),
});
export const passkeyAnswerSchema = z.object({ success: z.literal(true), passkey: passkeySummarySchema });

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Give the passkey a name')
  .max(PASSKEY_NAME_MAX_LENGTH, `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`);

/** The browser's credential as @simplewebauthn/browser serialises it; the server library checks the rest. */
const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});

export const registerPasskeySchema = z.object({ name: passkeyName.optional(), credential: credentialJson });
export const renamePasskeySchema = z.object({ name: passkeyName });
export const passkeySignInSchema = z.object({ credential: credentialJson });

/** Options for navigator.credentials: create() or get(), as JSON. */
export const webAuthnOptionsAnswerSchema = z.object({
  success: z.literal(true),
  options: z.record(z.string(), z.unknown()),
});
