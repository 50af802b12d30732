import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Resume } from '../../domain/resume';
import { previewBody } from './preview-body';
import type { RenderTask } from './render-worker';
import { Typesetter } from './typesetter';

/**
 * Typesetting is CPU-bound and synchronous, so it runs on worker threads and the event loop stays free.
 * One thread is left for the event loop. The same interface has an in-process variant for tests and bench.
 */

export type Renderer = {
  renderPreview(resume: Resume): Promise<string[]>;
  /** The serialised {pages} answer of POST /api/preview, gzipped when asked. */
  renderPreviewBody(resume: Resume, options: { gzip: boolean }): Promise<Uint8Array>;
  renderPdf(resume: Resume): Promise<Uint8Array>;
  close(): Promise<void>;
};

const WORKER_URL = new URL('./render-worker.ts', import.meta.url);

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Workers are TypeScript: they inherit the server's `--import tsx`; under a runner that transforms
 * TypeScript itself (Vitest) the flag is added, so the same worker file loads everywhere.
 */
function workerExecArgv(): string[] {
  const argv = process.execArgv;
  const hasTsx = argv.some(
    (arg, index) => /(^|=)tsx(\/|$)/.test(arg) || (arg === '--import' && argv[index + 1] === 'tsx'),
  );
  return hasTsx ? argv : [...argv, '--import', 'tsx'];
}

export function createRenderPool(size = defaultPoolSize()): Renderer {
  const pool = new Piscina<RenderTask, string[] | Uint8Array>({
    filename: WORKER_URL.href,
    minThreads: size,
    maxThreads: size,
    execArgv: workerExecArgv(),
  });
  return {
    renderPreview: async (resume) => (await pool.run({ kind: 'svg', resume })) as string[],
    renderPreviewBody: async (resume, { gzip }) =>
      (await pool.run({ kind: 'preview-body', resume, gzip })) as Uint8Array,
    renderPdf: async (resume) => (await pool.run({ kind: 'pdf', resume })) as Uint8Array,
    close: () => pool.destroy(),
  };
}

export function createInProcessRenderer(): Renderer {
  const typesetter = new Typesetter();
  return {
    renderPreview: async (resume) => typesetter.renderSvgPages(resume),
    renderPreviewBody: async (resume, { gzip }) => previewBody(typesetter, resume, gzip),
    renderPdf: async (resume) => typesetter.renderPdf(resume),
    close: async () => {},
  };
}
