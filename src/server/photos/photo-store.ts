import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { type ResumePhotoRow, resumePhotos } from '../db/schema';
import type { CleanPhoto, PhotoMediaType } from './reencode-photo';

/** The user's one photo: saved over the last, read only by its owner's id, deleted with the account. */

export type StoredPhoto = {
  mediaType: PhotoMediaType;
  data: Buffer;
  width: number;
  height: number;
  updatedAt: Date;
};

const toStored = (row: ResumePhotoRow): StoredPhoto => ({
  mediaType: row.mediaType as PhotoMediaType,
  data: Buffer.from(row.dataBase64, 'base64'),
  width: row.width,
  height: row.height,
  updatedAt: row.updatedAt,
});

export async function savePhoto(db: Database, userId: string, photo: CleanPhoto): Promise<StoredPhoto> {
  const values = {
    mediaType: photo.mediaType,
    dataBase64: photo.data.toString('base64'),
    width: photo.width,
    height: photo.height,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(resumePhotos)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: resumePhotos.userId, set: values })
    .returning();
  return toStored(row!);
}

export async function findPhoto(db: Database, userId: string): Promise<StoredPhoto | null> {
  const [row] = await db.select().from(resumePhotos).where(eq(resumePhotos.userId, userId));
  return row ? toStored(row) : null;
}

export async function deletePhoto(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(resumePhotos).where(eq(resumePhotos.userId, userId)).returning();
  return rows.length > 0;
}
