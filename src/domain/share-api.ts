import { z } from 'zod';

/** Public links of resume drafts (issue 20): /r/{slug}, off until the owner turns it on. */

export const SHARE_PATH_PREFIX = '/r/';
export const SHARE_PASSWORD_MAX = 200;
export const SHARE_PASSWORD_MIN = 4;

export const updateShareBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  /** A new password; '' or null removes it; absent keeps the one set. */
  password: z
    .string()
    .max(SHARE_PASSWORD_MAX, `Password must be at most ${SHARE_PASSWORD_MAX} characters`)
    .refine((value) => value === '' || value.length >= SHARE_PASSWORD_MIN, {
      message: `Password must be at least ${SHARE_PASSWORD_MIN} characters`,
    })
    .nullable()
    .optional(),
  /** Whether search engines may index the page; off unless the owner allows it. */
  indexable: z.boolean().optional(),
});
export type UpdateShareBody = z.input<typeof updateShareBodySchema>;

export const shareStateSchema = z.object({
  url: z.string().describe('The public address, /r/{slug} on APP_URL; it answers 404 while sharing is off'),
  enabled: z.boolean(),
  hasPassword: z.boolean(),
  indexable: z.boolean(),
  viewCount: z.number().int(),
  lastViewedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShareState = z.infer<typeof shareStateSchema>;
