import type { Resume } from '../../../domain/resume';

/**
 * The owner's photo bytes, added by the server to a resume it renders (export, and the preview of a signed-in
 * user) when the resume shows a photo. Never part of the stored document: the draft only says whether and how
 * the photo is shown (ADR 0057).
 */
export type PhotoImage = { format: 'png' | 'jpg'; data: Uint8Array };
export type RenderableResume = Resume & { photoImage?: PhotoImage };

export function photoImageOf(photo: { mediaType: string; data: Uint8Array } | null): PhotoImage | undefined {
  if (!photo) return undefined;
  return { format: photo.mediaType === 'image/png' ? 'png' : 'jpg', data: photo.data };
}
