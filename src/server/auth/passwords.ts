import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (about 30 ms a hash on this machine kind). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when no account exists keeps a failed login as slow as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-0A');
  return dummyHash;
}
