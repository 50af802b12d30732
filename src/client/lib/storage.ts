import type { z } from 'zod';

/**
 * localStorage that never throws: stored JSON that does not parse (or does not fit the schema) is logged and
 * ignored, and a full or blocked storage only logs. The spec: 'Invalid locally stored JSON: logged and ignored.'
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T extends z.ZodType>(key: string, schema: T): z.output<T> | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`Ignoring stored ${key}: it does not have the expected shape`);
  } catch {
    console.warn(`Ignoring stored ${key}: it is not valid JSON`);
  }
  return null;
}

export function writeString(key: string, value: string): boolean {
  try {
    storage()?.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
    return false;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
