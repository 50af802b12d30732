import { inflateRawSync } from 'node:zlib';

/**
 * Test helper: one part of a DOCX (a ZIP) as text, read with node's zlib so tests need no ZIP package.
 * Walks the central directory, which holds the sizes even when local headers defer them.
 */
export async function docxXml(docx: Uint8Array, partName: string): Promise<string> {
  const buffer = Buffer.from(docx);
  const endOfDirectory = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a ZIP file');
  const entries = buffer.readUInt16LE(endOfDirectory + 10);
  let at = buffer.readUInt32LE(endOfDirectory + 16);
  for (let index = 0; index < entries; index += 1) {
    const method = buffer.readUInt16LE(at + 10);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localHeader = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === partName) {
      const localNameLength = buffer.readUInt16LE(localHeader + 26);
      const localExtraLength = buffer.readUInt16LE(localHeader + 28);
      const start = localHeader + 30 + localNameLength + localExtraLength;
      const data = buffer.subarray(start, start + compressedSize);
      return (method === 0 ? data : inflateRawSync(data)).toString('utf8');
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${partName} not in the file`);
}
