import { z } from 'zod';
import { INTERFACE_LANGUAGES } from './interface-languages';

/**
 * The user of GET /api/current-user (spec section 7): what the client may know about a user, never a hash, a
 * token or a payment-provider id. The server builds it (src/server/auth/public-user.ts); the client reads it.
 */
export const publicUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  authProvider: z.string(),
  subscriptionStatus: z.string().nullable(),
  planType: z.string().nullable(),
  subscriptionExpiresAt: z.string().nullable(),
  purchaseAmount: z.string().nullable(),
  /** When the user asked to stop renewal; access still runs to subscriptionExpiresAt. */
  subscriptionCancelledAt: z.string().nullable(),
  /** The interface language the user chose, on any device (issue 33); null until they choose one. */
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A guest is `{success: false, user: null}` with a 200: not an error. */
export const currentUserAnswerSchema = z.object({
  success: z.boolean(),
  user: publicUserSchema.nullable(),
});
export type CurrentUserAnswer = z.infer<typeof currentUserAnswerSchema>;

/** The answer of register (201) and login (200). */
export const signedInAnswerSchema = z.object({ success: z.literal(true), user: publicUserSchema });
