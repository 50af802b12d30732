import { startBenchServer } from './bench-server';

/** Child-process entry for HTTP benchmarks: the app in its own process, so the load generator gets its own core. */
const server = await startBenchServer();
process.stdout.write(`READY ${server.url}\n`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
