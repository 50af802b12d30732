import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets the server must read back (the TOTP key), with a key derived from SESSION_SECRET: a
 * copy of the database alone does not give the codes. Rotating SESSION_SECRET makes enrolled authenticator apps
 * unreadable, which is written in ADR 0061.
 */
function keyFrom(serverSecret: string): Buffer {
  return createHash('sha256').update(`resumable-secret-box:${serverSecret}`).digest();
}

export function sealSecret(plain: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

export function openSecret(box: string, serverSecret: string): string {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown secret box format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
