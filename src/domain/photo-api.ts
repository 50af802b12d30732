import { z } from 'zod';

/** The resume photo's API (issue 17, item 3; ADR 0057). */

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_FILE_FIELD = 'photo';
export const PHOTO_NOT_FOUND_MESSAGE = 'No photo uploaded';

export const photoInfoSchema = z.object({
  mediaType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: z.string(),
});
export type PhotoInfo = z.infer<typeof photoInfoSchema>;

export const photoResponseSchema = z.object({ success: z.literal(true), photo: photoInfoSchema });
