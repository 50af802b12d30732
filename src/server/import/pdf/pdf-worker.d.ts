// pdf.js's worker module, imported once by load-pdf-js.ts and handed to pdf.js as its main-thread worker.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
