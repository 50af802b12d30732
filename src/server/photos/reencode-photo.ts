import sharp from 'sharp';
import { PhotoError } from './photo-error';

/**
 * An uploaded photo decoded and written anew by sharp (libvips; ADR 0069): only the pixels survive, so EXIF
 * (with its GPS position), XMP, ICC profiles, comments, text chunks and anything after the image are gone.
 * The EXIF orientation is applied to the pixels first, so a phone's portrait photo comes out upright; the
 * picture is scaled down to PHOTO_MAX_SIDE on its longer side, and converted to 8-bit sRGB.
 */

/** The two image types a photo may be, recognised by their first bytes, never by the name or the header. */
export type PhotoMediaType = 'image/png' | 'image/jpeg';

export type CleanPhoto = { mediaType: PhotoMediaType; data: Buffer; width: number; height: number };

/** A resume prints the photo a few centimetres wide: 1024 px is over 600 dpi at 4 cm. */
export const PHOTO_MAX_SIDE = 1024;
/** Bigger than any phone's photo (a 200 MP sensor aside); stops a small file from decoding into gigabytes. */
const MAX_PIXELS = 40_000_000;

function mediaTypeOf(file: Uint8Array): PhotoMediaType | null {
  if (file[0] === 0x89 && file[1] === 0x50 && file[2] === 0x4e && file[3] === 0x47) return 'image/png';
  if (file[0] === 0xff && file[1] === 0xd8 && file[2] === 0xff) return 'image/jpeg';
  return null;
}

export async function reencodePhoto(file: Uint8Array): Promise<CleanPhoto> {
  const mediaType = mediaTypeOf(file);
  if (!mediaType) throw PhotoError.notAnImage();
  // failOn 'warning' (sharp's default, said here on purpose): a truncated or corrupt file is refused, not
  // half-decoded. Only the first frame of an animated PNG is read.
  const image = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'warning', pages: 1 });
  const metadata = await image.metadata().catch((error: unknown) => {
    throw refusalFor(error);
  });
  // The first bytes said PNG or JPEG; libvips must agree, or the file is something dressed as one.
  if (metadata.format !== (mediaType === 'image/png' ? 'png' : 'jpeg')) throw PhotoError.unreadable();
  const pipeline = image
    .autoOrient()
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  try {
    const { data, info } = await (mediaType === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : pipeline.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return { mediaType, data, width: info.width, height: info.height };
  } catch (error) {
    throw refusalFor(error);
  }
}

function refusalFor(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? PhotoError.tooLarge() : PhotoError.unreadable();
}
