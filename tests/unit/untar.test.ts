import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { untar } from '../e2e/untar';

/** One ustar header block followed by the content, padded to 512-byte blocks. */
function entry(name: string, content: string, type: '0' | '5' | '2' = '0', mode = 0o644): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 'utf8');
  header.write(`${mode.toString(8).padStart(7, '0')}\0`, 100);
  header.write(`${Buffer.byteLength(content).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const body = Buffer.alloc(Math.ceil(Buffer.byteLength(content) / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body]);
}

const end = Buffer.alloc(1024);
const target = () => mkdtempSync(path.join(os.tmpdir(), 'resumable-untar-'));

describe('untar', () => {
  it('writes folders and files with their content and executable bit', () => {
    const dir = target();
    untar(
      Buffer.concat([entry('lib/', '', '5', 0o755), entry('lib/a.so', 'x'.repeat(700), '0', 0o755), end]),
      dir,
    );
    expect(readFileSync(path.join(dir, 'lib/a.so'), 'utf8')).toBe('x'.repeat(700));
    expect(statSync(path.join(dir, 'lib/a.so')).mode & 0o111).not.toBe(0);
  });

  it('refuses an entry that would leave the target folder', () => {
    expect(() => untar(Buffer.concat([entry('../escape.txt', 'no'), end]), target())).toThrow(/outside/);
  });

  it('refuses links rather than unpacking half an archive', () => {
    expect(() => untar(Buffer.concat([entry('link', '', '2'), end]), target())).toThrow(/not supported/);
  });
});
