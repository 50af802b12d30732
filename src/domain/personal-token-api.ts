import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth-rules';
import { CODE_REQUIRED_MESSAGE, codeField } from './two-factor-api';

/**
 * Personal access tokens (issue 34, ADR 0086): request and answer shapes shared by the server and the client.
 * The contract of POST/GET /api/account/tokens and DELETE /api/account/tokens/{id} is relied on by clients
 * outside this repository: fields are only ever added.
 */

export const TOKEN_SCOPES = ['read', 'write'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
/** What every secret starts with, so a leaked one is recognisable (secret scanners, logs, a pasted config). */
export const TOKEN_PREFIX = 'rsm_';
export const TOKEN_NAME_MAX_LENGTH = 60;
export const TOKEN_NAME_REQUIRED_MESSAGE =
  'Give the token a name, such as the assistant or script that uses it';
/** The most tokens one account holds at once: enough for every assistant and script, not a table to fill. */
export const MAX_TOKENS_PER_USER = 50;
export const TOO_MANY_TOKENS_MESSAGE = `You have ${MAX_TOKENS_PER_USER} tokens. Revoke one you no longer use first.`;
export const TOKEN_NOT_FOUND_MESSAGE = 'Token not found';
/** The 401 of a bearer that is unknown, revoked or expired: the same text for each, so none is told apart. */
export const INVALID_TOKEN_MESSAGE = 'This token is invalid, expired or revoked';
export const READ_ONLY_TOKEN_MESSAGE =
  'This token can only read: create a read and write token to make changes';
export const COOKIE_ONLY_MESSAGE =
  'A token cannot change how the account signs in, its tokens, or its payments: do this in Account settings';
/** Creating a token asks for the second factor when it is on, in the words of the sign-in's second step. */
export const SECOND_FACTOR_REQUIRED_MESSAGE = CODE_REQUIRED_MESSAGE;

export const createTokenSchema = z.object(
  {
    name: z
      .string({ error: TOKEN_NAME_REQUIRED_MESSAGE })
      .trim()
      .min(1, TOKEN_NAME_REQUIRED_MESSAGE)
      .max(TOKEN_NAME_MAX_LENGTH, `The name must be at most ${TOKEN_NAME_MAX_LENGTH} characters`),
    scope: z.enum(TOKEN_SCOPES, { error: 'Choose read, or read and write' }),
    expiresInDays: z
      .union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
        error: 'Choose 30, 90 or 365 days, or no expiry',
      })
      .describe('Days until the token stops working; null: it never expires'),
    /** The account's password (a provider-only account: a sign-in within the last few minutes instead). */
    password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /** The second factor, when it is on: a 6-digit code or a recovery code. */
    code: codeField.optional(),
  },
  { error: 'Invalid request' },
);
export type CreateTokenInput = z.input<typeof createTokenSchema>;

export const tokenSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** To the minute: written at most once a minute. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

export const createdTokenAnswerSchema = z.object({
  success: z.literal(true),
  token: tokenSummarySchema,
  /** Shown only in this answer; only its SHA-256 is stored. */
  secret: z.string(),
});
export type CreatedTokenAnswer = z.infer<typeof createdTokenAnswerSchema>;

export const tokenListAnswerSchema = z.object({
  success: z.literal(true),
  tokens: z.array(tokenSummarySchema),
});

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const UNSAFE_COOKIE_ONLY_PREFIXES = [
  '/api/account',
  '/api/auth/',
  '/api/subscription',
  '/api/sandbox-checkout',
];
const ALWAYS_COOKIE_ONLY_PREFIXES = ['/api/sessions', '/api/create-checkout-session'];

/** Whether a call is a read, which a read token may make: GET and HEAD, nothing else (not even OPTIONS). */
export const isReadMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

/**
 * The calls a token never makes, whatever its scope (ADR 0086): what changes how the account signs in or who
 * it is (password, e-mail, second factor, passkeys, sessions, deletion), creating tokens (a token could else
 * mint a wider one), and payments. A token may list its owner's tokens and revoke one (itself, when leaked).
 */
export function isCookieOnly(method: string, path: string): boolean {
  const url = path.split('?')[0] ?? path;
  const startsWith = (prefix: string) =>
    url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  if (ALWAYS_COOKIE_ONLY_PREFIXES.some(startsWith)) return true;
  if (isReadMethod(method)) return false;
  if (method.toUpperCase() === 'DELETE' && /^\/api\/account\/tokens\/[^/]+$/.test(url)) return false;
  return UNSAFE_COOKIE_ONLY_PREFIXES.some(startsWith);
}
