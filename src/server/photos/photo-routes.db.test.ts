import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app';
import { resumeData, type SignedInUser, signedInUser } from '../../../tests/support/draft-test-helpers';
import { resumePhotos, users } from '../db/schema';

const JPEG = readFileSync(new URL('../../../tests/support/images/portrait.jpg', import.meta.url));
const BOUNDARY = '----resumable-photo-test';

let testApp: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signedInUser(testApp);
  other = await signedInUser(testApp);
});
afterAll(() => testApp.close());

function upload(user: SignedInUser | null, data: Uint8Array, mimetype = 'image/jpeg', field = 'photo') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="me"\r\nContent-Type: ${mimetype}\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/photo',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(user ? { cookie: user.cookie } : {}),
    },
    payload,
  });
}

const get = (user: SignedInUser | null, url = '/api/photo') =>
  testApp.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

describe('/api/photo', () => {
  it('stores a re-encoded photo and answers it to its owner only', async () => {
    const response = await upload(owner, JPEG);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().photo).toMatchObject({ mediaType: 'image/jpeg', width: 48, height: 64 });
    const image = await get(owner);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(image.rawPayload.includes('ICC_PROFILE')).toBe(false);
    // Another user has no photo of their own, and no way to name the owner's.
    expect((await get(other)).statusCode).toBe(404);
    expect((await get(null)).statusCode).toBe(401);
    expect((await upload(null, JPEG)).statusCode).toBe(401);
  });

  it('refuses SVG and other files with a clear 400, whatever type the browser claims', async () => {
    const svg = await upload(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors.photo).toMatch(/PNG or JPEG/);
    expect((await upload(owner, JPEG, 'image/jpeg', 'file')).statusCode).toBe(400);
  });

  it('stores a sideways phone photo upright, and refuses a pixel bomb with a 400', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const upright = await upload(owner, sideways);
    expect(upright.statusCode, upright.body).toBe(200);
    expect(upright.json().photo).toMatchObject({ width: 20, height: 40 });
    const header = Buffer.from([0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 2, 0, 0, 0]); // 20,000 x 20,000 RGB
    const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    bomb.set(header, 16);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const refused = await upload(owner, bomb, 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.photo).toMatch(/too many pixels/);
  });

  it("reaches the preview only for its owner's resume that shows it", async () => {
    expect((await upload(owner, JPEG)).statusCode).toBe(200);
    const preview = (user: SignedInUser | null, isShown: boolean) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/preview',
        headers: user ? { cookie: user.cookie } : {},
        payload: { resume: resumeData({ photo: { isShown, shape: 'square' } }) },
      });
    const pageOf = async (user: SignedInUser | null, isShown: boolean) => {
      const response = await preview(user, isShown);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { pages: string[] }).pages[0] ?? '';
    };
    expect(await pageOf(owner, true)).toContain('<image');
    expect(await pageOf(owner, false)).not.toContain('<image');
    expect(await pageOf(other, true)).not.toContain('<image');
    expect(await pageOf(null, true)).not.toContain('<image');
  });

  it('deletes the photo, and the account deletion takes it along', async () => {
    const user = await signedInUser(testApp);
    expect((await upload(user, JPEG)).statusCode).toBe(200);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/photo',
      headers: { cookie: user.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(user)).statusCode).toBe(404);
    expect((await upload(user, JPEG)).statusCode).toBe(200);
    await testApp.database.db.delete(users).where(eq(users.id, user.id));
    const rows = await testApp.database.db
      .select()
      .from(resumePhotos)
      .where(eq(resumePhotos.userId, user.id));
    expect(rows).toEqual([]);
  });
});
