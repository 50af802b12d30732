import { rewriteJpeg } from './jpeg-rewrite';
import { PhotoError } from './photo-error';
import { reencodePng } from './png-reencode';

/** The two image types a photo may be, recognised by their first bytes, never by the name or the header. */
export type PhotoMediaType = 'image/png' | 'image/jpeg';

export type CleanPhoto = { mediaType: PhotoMediaType; data: Buffer; width: number; height: number };

export function reencodePhoto(file: Uint8Array): CleanPhoto {
  if (file[0] === 0x89 && file[1] === 0x50 && file[2] === 0x4e && file[3] === 0x47)
    return { mediaType: 'image/png', ...reencodePng(file) };
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff)
    return { mediaType: 'image/jpeg', ...rewriteJpeg(file) };
  throw PhotoError.notAnImage();
}
