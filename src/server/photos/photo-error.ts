import { HttpError } from '../http/errors';

/** Why an uploaded photo was refused: each a 400 on the `photo` field, with words a person can act on. */
const refuse = (message: string) => new HttpError(400, message, { photo: message });

export const PhotoError = {
  notAnImage: () => refuse('Upload a PNG or JPEG image (SVG, GIF, WebP and other files are not accepted)'),
  unreadable: () => refuse('This image could not be read; save it again as a PNG or JPEG and retry'),
  tooLarge: () => refuse('This image has too many pixels; use one under 40 megapixels'),
};
