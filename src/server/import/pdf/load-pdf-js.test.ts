import { expect, it } from 'vitest';
import { loadPdfJs } from './load-pdf-js';

it('loads pdf.js and leaves the built-in JSON.parse and JSON.stringify in place (its polyfills slow every request)', async () => {
  const { getDocument } = await loadPdfJs();
  expect(typeof getDocument).toBe('function');
  expect(Function.prototype.toString.call(JSON.stringify)).toContain('[native code]');
  expect(Function.prototype.toString.call(JSON.parse)).toContain('[native code]');
  expect(JSON.parse(JSON.stringify({ a: [1, 'é'] }))).toEqual({ a: [1, 'é'] });
});
