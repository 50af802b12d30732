import { startBenchServer } from './bench-server';
import { settle } from './settle';

/**
 * Child-process entry for HTTP benchmarks: the app in its own process, so the load generator gets its own core.
 * READY is printed once the server's start-up work is done (settle.ts): benchmarks measure the steady state.
 */
const server = await startBenchServer();
const settledMs = await settle();
process.stderr.write(`bench server settled ${Math.round(settledMs)} ms after listening\n`);
process.stdout.write(`READY ${server.url}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
