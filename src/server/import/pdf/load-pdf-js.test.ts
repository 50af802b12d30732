import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadPdfJs } from './load-pdf-js';

// Taken before pdf.js loads. Its polyfills also patch Function.prototype.toString so that they print as native
// code: only the identity of the functions tells them apart.
const { parse, stringify } = JSON;

it('loads pdf.js and leaves the built-in JSON.parse and JSON.stringify in place (its polyfills slow every request)', async () => {
  const { getDocument } = await loadPdfJs();
  expect(typeof getDocument).toBe('function');
  expect(JSON.stringify).toBe(stringify);
  expect(JSON.parse).toBe(parse);
  expect(JSON.parse(JSON.stringify({ a: [1, 'é'] }))).toEqual({ a: [1, 'é'] });
});

it('keeps them after reading a document too: the worker module pdf.js would load then is loaded in the guard', async () => {
  const { getDocument } = await loadPdfJs();
  const data = new Uint8Array(
    readFileSync(path.resolve('tests/fixtures/import/third-party/files/03-helvetica-plain.pdf')),
  );
  const document = await getDocument({ data }).promise;
  expect(document.numPages).toBeGreaterThan(0);
  await document.destroy();
  expect(JSON.stringify).toBe(stringify);
  expect(JSON.parse).toBe(parse);
});
