import { z } from 'zod';

/**
 * The body of every answer that is not a success (ARCHITECTURE, "status codes mean one thing each"): `error`
 * is the message to show, `errors` the field -> message map of a 400 (or a list where the spec's client reads
 * one). Some answers carry more (the 409's current draft, the checkout client's `message`), so the shape is open.
 */
export const errorResponseSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  errors: z.union([z.record(z.string(), z.string()), z.array(z.string())]).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
