import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { type Deadline, importError } from './import-errors';

/**
 * The wanted entries of a ZIP, with every bound a ZIP bomb would cross checked: the number of entries, each
 * entry's declared size, and the bytes actually inflated (counted as they come, so a header that lies about
 * its size stops at the limit instead of filling memory). The archive is fed in small chunks so one push
 * can inflate at most about a thousand times its size.
 */

export interface UnzipLimits {
  maxEntries: number;
  /** Bytes for all wanted entries together, declared and actual. */
  maxTotalBytes: number;
}

const CHUNK_BYTES = 16 * 1024;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isZip(data: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => data[index] === byte);
}

export function safeUnzip(
  data: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits,
  deadline: Deadline,
): Map<string, Uint8Array> {
  if (!isZip(data)) throw importError.notZip();
  const chunks = new Map<string, Uint8Array[]>();
  let entries = 0;
  let inflated = 0;
  let failure: Error | undefined;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.maxEntries) failure ??= importError.zipTooManyEntries();
    if (failure || !wanted(file.name)) return;
    if ((file.originalSize ?? 0) > limits.maxTotalBytes) {
      failure = importError.zipTooBig();
      return;
    }
    const parts: Uint8Array[] = [];
    chunks.set(file.name, parts);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = importError.zipCorrupt();
        return;
      }
      inflated += chunk.length;
      if (inflated > limits.maxTotalBytes) {
        failure = importError.zipTooBig();
        return;
      }
      parts.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let offset = 0; offset < data.length && !failure; offset += CHUNK_BYTES) {
      deadline.check();
      const end = Math.min(offset + CHUNK_BYTES, data.length);
      unzip.push(data.subarray(offset, end), end === data.length);
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw importError.zipCorrupt();
  }
  if (failure) throw failure;
  const files = new Map<string, Uint8Array>();
  for (const [name, parts] of chunks) files.set(name, Buffer.concat(parts));
  return files;
}
