import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_FILE_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_FOUND_MESSAGE,
  photoResponseSchema,
} from '../../domain/photo-api';
import { requireUserId } from '../auth/session-plugin';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { HttpError, notFound } from '../http/errors';
import { PhotoError } from './photo-error';
import { deletePhoto, findPhoto, type StoredPhoto, savePhoto } from './photo-store';
import { reencodePhoto } from './reencode-photo';

const info = (photo: StoredPhoto) => ({
  mediaType: photo.mediaType,
  width: photo.width,
  height: photo.height,
  updatedAt: photo.updatedAt.toISOString(),
});

/**
 * The signed-in user's resume photo: PUT uploads (multipart, field `photo`, a PNG or JPEG up to 5 MB, re-encoded
 * before it is stored), GET answers it to its owner only, DELETE removes it. Guests have no photo: a 401.
 */
export default async function photoRoutes(fastify: FastifyInstance, { database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.put(
    '/api/photo',
    {
      bodyLimit: PHOTO_MAX_BYTES + 64 * 1024,
      schema: { response: { 200: photoResponseSchema, ...errorResponses(400, 401, 413) } },
    },
    async (request) => {
      const userId = requireUserId(request);
      if (!request.isMultipart()) throw PhotoError.notAnImage();
      const file = await request.file();
      if (!file || file.fieldname !== PHOTO_FILE_FIELD) throw PhotoError.notAnImage();
      const data = await file.toBuffer();
      if (file.file.truncated) throw new HttpError(413, 'The photo is larger than 5 MB');
      const photo = await savePhoto(db, userId, await reencodePhoto(data));
      return { success: true as const, photo: info(photo) };
    },
  );

  app.get(
    '/api/photo',
    {
      schema: {
        response: {
          200: z.string().describe('The photo: image/png or image/jpeg'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const photo = await findPhoto(db, requireUserId(request));
      if (!photo) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      return (
        reply
          .header('content-type', photo.mediaType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'inline')
          // An image is all this answer may ever be, whatever a browser would guess from its bytes.
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(photo.data as unknown as string)
      );
    },
  );

  app.get(
    '/api/photo/info',
    { schema: { response: { 200: photoResponseSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const photo = await findPhoto(db, requireUserId(request));
      if (!photo) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      return { success: true as const, photo: info(photo) };
    },
  );

  app.delete(
    '/api/photo',
    { schema: { response: { 204: z.undefined().describe('Deleted'), ...errorResponses(401, 404) } } },
    async (request, reply) => {
      if (!(await deletePhoto(db, requireUserId(request)))) throw notFound(PHOTO_NOT_FOUND_MESSAGE);
      return reply.status(204).send();
    },
  );
}
