import { z } from 'zod';
import { coverLetterContentSchema, coverLetterDesignSchema } from '../../../domain/cover-letter-api';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/** A guest keeps one letter in this browser, as the guest resume ('resume-data'). */
export const GUEST_LETTER_KEY = 'cover-letter';

const guestLetterSchema = z.object({
  title: z.string().default('My Cover Letter'),
  content: coverLetterContentSchema,
  design: coverLetterDesignSchema,
});
export type GuestLetter = z.infer<typeof guestLetterSchema>;

export function readGuestLetter(): GuestLetter | null {
  return readJson(GUEST_LETTER_KEY, guestLetterSchema);
}

export function writeGuestLetter(letter: GuestLetter): void {
  writeJson(GUEST_LETTER_KEY, letter);
}

export function clearGuestLetter(): void {
  removeKey(GUEST_LETTER_KEY);
}
