/**
 * pdf.js, loaded on first use rather than with the server's code (a listening server's first use is the
 * checker's warm-up, ADR 0082). Its legacy build (the one that runs on Node 20) carries core-js polyfills that
 * replace the global JSON.parse and JSON.stringify with slower versions (JSON.rawJSON and source-text access,
 * which Node 20 lacks); every JSON request of the server then paid for them: autosave fell from about 1,000 to
 * 700 saves/s. The built-in ones are put back once it has loaded; pdf.js does not use those proposals.
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const { parse, stringify } = JSON;
    try {
      const pdfJs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // The worker module carries the same polyfills, and pdf.js would import it on its first document, after
      // the built-ins were put back: the checker's warm-up at start (ADR 0082) did so, and autosave fell from
      // about 2,600 to 1,400 saves/s. Loaded here, inside the same guard, and handed to pdf.js, it is never
      // imported again.
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
      return pdfJs;
    } finally {
      JSON.parse = parse;
      JSON.stringify = stringify;
    }
  })();
  return loading;
}
