import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../domain/two-factor-api';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: read off paper without doubt

/** Lower case, without spaces or dashes: how a typed code is compared. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** SHA-256 is enough: each code carries 10 random characters (about 50 bits) and is spent once. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
