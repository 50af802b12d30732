import { snapshotBuiltIns } from './keep-built-ins';

/**
 * pdf.js, loaded on first use rather than with the server's code (a listening server's first use is the
 * checker's warm-up, ADR 0082). Its polyfills replace built-ins every request uses (keep-built-ins.ts): they are
 * put back as soon as each of its two modules has run, so requests served while the second one loads use the
 * built-ins too. With JSON alone put back, autosave fell from about 1,000 to 700 saves/s; with the worker
 * imported outside the guard, from about 2,600 to 1,400; with Array.prototype.push left replaced, every push
 * in the server (the database driver's rows among them) paid for it.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const builtIns = snapshotBuiltIns();
    try {
      const pdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      builtIns.restore();
      // pdf.js would import its worker module on its first document; loaded here and handed to it, the module's
      // own copy of the polyfills runs under this guard and is never imported again.
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return pdfJs;
    } finally {
      builtIns.restore();
    }
  })();
  return loading;
}
