import { z } from 'zod';
import { PLAN_IDS } from './plans';
import { isSafeRedirect } from './redirect';

/** Request and response shapes of the billing calls, shared by the server (validation) and the client (types). */

export const UNKNOWN_PLAN_MESSAGE = 'Unknown plan';
export const BAD_ORIGIN_MESSAGE = 'Invalid origin';

/** GET /api/create-checkout-session?plan&origin&resumeId */
export const createCheckoutQuerySchema = z.object({
  plan: z.enum(PLAN_IDS, { message: UNKNOWN_PLAN_MESSAGE }),
  // The page to return to after a cancelled payment: only a same-site path (the redirect rule).
  origin: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === '' || isSafeRedirect(value), BAD_ORIGIN_MESSAGE)
    .transform((value) => (value ? value : undefined)),
  resumeId: z
    .string()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type CreateCheckoutQuery = z.input<typeof createCheckoutQuerySchema>;

export const createCheckoutResponseSchema = z.object({
  success: z.literal(true),
  checkoutUrl: z.string().min(1),
});
export type CreateCheckoutResponse = z.infer<typeof createCheckoutResponseSchema>;

/** What the sandbox page and the thank-you pages read of one checkout session (GET /api/checkout-sessions/:id). */
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  amountCents: z.number().int(),
  currency: z.string(),
  provider: z.enum(['stripe', 'sandbox']),
  status: z.enum(['open', 'completed', 'cancelled', 'expired']),
  /** When the access bought ends; set on completion. ISO string. */
  accessExpiresAt: z.string().nullable(),
  origin: z.string().nullable(),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;

export const checkoutSessionResponseSchema = z.object({
  success: z.literal(true),
  checkoutSession: checkoutSessionViewSchema,
});

/** POST /api/sandbox-checkout/:id/complete and /cancel */
export const sandboxResultResponseSchema = z.object({
  success: z.literal(true),
  redirectUrl: z.string(),
});
export type SandboxResultResponse = z.infer<typeof sandboxResultResponseSchema>;

/** POST /api/subscription/cancel */
export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  /** ISO date when access ends ('Access until {date}'); null when the plan has no recorded expiry. */
  accessUntil: z.string().nullable(),
  /** true when a Stripe subscription was set to end with its period; false when the plan simply runs out. */
  cancelsAtPeriodEnd: z.boolean(),
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;
