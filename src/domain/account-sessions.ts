import { z } from 'zod';

/** One place the account is signed in, as GET /api/sessions lists it. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  /** From the browser's User-Agent at sign-in ("Firefox on Windows"), or "Unknown device". */
  device: z.string(),
  createdAt: z.string().nullable(),
  /** Approximate (to the hour): the session's sliding expiry is written at most hourly. */
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListAnswerSchema = z.object({
  success: z.literal(true),
  sessions: z.array(sessionSummarySchema),
});

/**
 * POST /api/sessions/revoke-others: the sessions ended, and the personal access tokens revoked with them ("sign
 * out everywhere" leaves no way in but this browser, ADR 0086).
 */
export const endedSessionsAnswerSchema = z.object({
  success: z.literal(true),
  ended: z.number().int(),
  tokensRevoked: z.number().int(),
});
