const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 9;

/** A random 9-character id, as the spec gives new resume items on the client. */
export function createId(): string {
  const bytes = new Uint8Array(ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  // 256 is not a multiple of 36, so the first few characters are very slightly likelier; fine for item ids.
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

export function isItemId(value: string): boolean {
  return /^[a-z0-9-]{1,64}$/i.test(value);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a uuid, the form of every row id: anything else names no row. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
