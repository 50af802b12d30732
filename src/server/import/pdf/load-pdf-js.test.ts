import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { loadPdfJs } from './load-pdf-js';

// Taken before pdf.js loads. Its polyfills also patch Function.prototype.toString so that they print as native
// code: only the identity of the functions tells them apart.
const { parse, stringify } = JSON;
const { push } = Array.prototype;
const functionToString = Function.prototype.toString;

it('loads pdf.js and leaves the built-in JSON.parse and JSON.stringify in place (its polyfills slow every request)', async () => {
  const { getDocument } = await loadPdfJs();
  expect(typeof getDocument).toBe('function');
  expect(JSON.stringify).toBe(stringify);
  expect(JSON.parse).toBe(parse);
  expect(JSON.parse(JSON.stringify({ a: [1, 'é'] }))).toEqual({ a: [1, 'é'] });
});

it('leaves the built-in Array.prototype.push and Function.prototype.toString, and keeps what pdf.js adds', async () => {
  await loadPdfJs();
  expect(Array.prototype.push).toBe(push);
  expect(Function.prototype.toString).toBe(functionToString);
  // Added by its polyfills on Node 20, and used by pdf.js: still there.
  expect('withResolvers' in Promise).toBe(true);
  const rows: number[] = [];
  rows.push(1, 2);
  expect(rows).toEqual([1, 2]);
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
  expect(Array.prototype.push).toBe(push);
});
