import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { LetterInput } from '../view/letter-view';
import { FifoLimiter } from './fifo-limiter';
// The resume, with the owner's photo bytes when it shows one (ADR 0057).
import type { RenderableResume as Resume } from './photo-image';
import { previewBody } from './preview-body';
import type { RenderTask } from './render-worker';
import { Typesetter } from './typesetter';

/**
 * Typesetting is CPU-bound and synchronous, so it runs on worker threads and the event loop stays free.
 * One thread is left for the event loop. The same interface has an in-process variant for tests and bench.
 */

export type Renderer = {
  renderPreview(resume: Resume): Promise<string[]>;
  /**
   * The serialised {pages} answer of POST /api/preview, gzipped when asked. A render still waiting when
   * `signal` aborts (its browser has gone) is never started.
   */
  renderPreviewBody(resume: Resume, options: { gzip: boolean; signal?: AbortSignal }): Promise<Uint8Array>;
  renderPdf(resume: Resume): Promise<Uint8Array>;
  /** A cover letter in its resume's template (issue 15): SVG pages for the editor's preview. */
  renderLetterPreview(letter: LetterInput): Promise<string[]>;
  renderLetterPdf(letter: LetterInput): Promise<Uint8Array>;
  /** Renders waiting for a thread (for /metrics); absent where nothing queues (in-process). */
  queued?(): number;
  close(): Promise<void>;
};

// Beside this module: render-worker.ts under tsx and Vitest; in the built server (dist/server/, one bundle per
// entry point) this code is in main.js and the worker is render-worker.js next to it.
const IS_TYPESCRIPT = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(IS_TYPESCRIPT ? './render-worker.ts' : './render-worker.js', import.meta.url);

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Options a worker may take that load code: the rest (V8 heap sizes, profilers) Node refuses in a worker. */
const LOADER_FLAGS = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);

/**
 * Workers get the server's loaders. A TypeScript worker (tsx, Vitest) needs `--import tsx`: under a runner
 * that transforms TypeScript itself (Vitest) the flag is added, so the same worker file loads everywhere; the
 * built worker is JavaScript and needs none. Nothing else is passed on: a V8 flag of the server process
 * (`--max-semi-space-size`, scripts/server-node-flags.json) would make every worker fail to start.
 */
export function workerExecArgv(
  argv: readonly string[] = process.execArgv,
  workerIsTypeScript = IS_TYPESCRIPT,
): string[] {
  const loaders: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const name = arg.split('=')[0] ?? '';
    if (!LOADER_FLAGS.has(name)) continue;
    if (arg.includes('=')) loaders.push(arg);
    else if (index + 1 < argv.length) loaders.push(arg, argv[++index] ?? '');
  }
  const hasTsx = loaders.some((arg) => /(^|=)tsx(\/|$)/.test(arg));
  return hasTsx || !workerIsTypeScript ? loaders : [...loaders, '--import', 'tsx'];
}

export function createRenderPool(size = defaultPoolSize()): Renderer {
  const pool = new Piscina<RenderTask, string[] | Uint8Array>({
    filename: WORKER_URL.href,
    minThreads: size,
    maxThreads: size,
    execArgv: workerExecArgv(),
  });
  // First come, first served: left to queue on its own, Piscina let new tasks overtake waiting ones under load
  // (a download waited over a second while later ones were served), so tasks wait here, in order, and
  // Piscina only ever gets as many as it has threads.
  const queue = new FifoLimiter(size);
  const run = (task: RenderTask, signal?: AbortSignal) => queue.run(() => pool.run(task), signal);
  return {
    renderPreview: async (resume) => (await run({ kind: 'svg', resume })) as string[],
    renderPreviewBody: async (resume, { gzip, signal }) =>
      (await run({ kind: 'preview-body', resume, gzip }, signal)) as Uint8Array,
    renderPdf: async (resume) => (await run({ kind: 'pdf', resume })) as Uint8Array,
    renderLetterPreview: async (letter) => (await run({ kind: 'letter-svg', letter })) as string[],
    renderLetterPdf: async (letter) => (await run({ kind: 'letter-pdf', letter })) as Uint8Array,
    queued: () => queue.queued,
    close: () => pool.destroy(),
  };
}

export function createInProcessRenderer(): Renderer {
  const typesetter = new Typesetter();
  return {
    renderPreview: async (resume) => typesetter.renderSvgPages(resume),
    renderPreviewBody: async (resume, { gzip }) => previewBody(typesetter, resume, gzip),
    renderPdf: async (resume) => typesetter.renderPdf(resume),
    renderLetterPreview: async (letter) => typesetter.renderLetterSvgPages(letter),
    renderLetterPdf: async (letter) => typesetter.renderLetterPdf(letter),
    close: async () => {},
  };
}
