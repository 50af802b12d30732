import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Resume } from '../../domain/resume';
import type { RenderTask } from './render-worker';
import { Typesetter } from './typesetter';

/**
 * Typesetting is CPU-bound and synchronous, so it runs on worker threads and the event loop stays free.
 * One thread is left for the event loop. The same interface has an in-process variant for tests and bench.
 */

export type Renderer = {
  renderPreview(resume: Resume): Promise<string[]>;
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
    renderPdf: async (resume) => (await pool.run({ kind: 'pdf', resume })) as Uint8Array,
    close: () => pool.destroy(),
  };
}

export function createInProcessRenderer(): Renderer {
  const typesetter = new Typesetter();
  return {
    renderPreview: async (resume) => typesetter.renderSvgPages(resume),
    renderPdf: async (resume) => typesetter.renderPdf(resume),
    close: async () => {},
  };
}
