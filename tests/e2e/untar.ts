import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length).toString('utf8');
  const end = raw.indexOf('\0');
  return end === -1 ? raw : raw.slice(0, end);
}

/**
 * Writes the regular files and folders of an uncompressed tar archive under `target`. Enough for the three
 * archives @sparticuz/chromium ships (plain ustar, no links, no long names); anything else is refused rather
 * than half-unpacked, and no entry may leave `target`.
 */
export function untar(archive: Buffer, target: string): void {
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const mode = Number.parseInt(field(header, 100, 8).trim() || '644', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const destination = path.resolve(target, name);
    if (!destination.startsWith(path.resolve(target) + path.sep)) {
      throw new Error(`tar entry outside the target folder: ${name}`);
    }
    const start = offset + BLOCK;
    if (type === '5') mkdirSync(destination, { recursive: true });
    else if (type === '0' || type === '\0') {
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, archive.subarray(start, start + size), { mode: mode & 0o755 });
    } else throw new Error(`tar entry of type '${type}' is not supported: ${name}`);
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
}
