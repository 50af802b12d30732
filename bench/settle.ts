import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits until this process has finished its start-up work: a listening server still warms the ATS reader
 * (pdf.js and a first render on the typesetting threads, ADR 0082) and loads the language model, and on a
 * 2-core machine that work would be measured as the first seconds of a load test. Settled is a second in
 * which the process (all its threads) used under a tenth of one core; at most `limitMs`.
 */
export async function settle(limitMs = 30_000): Promise<number> {
  const started = performance.now();
  let quietSamples = 0;
  while (quietSamples < 4 && performance.now() - started < limitMs) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await sleep(250);
    const cpu = process.cpuUsage(cpuBefore);
    const share = (cpu.user + cpu.system) / 1000 / (performance.now() - wallBefore);
    quietSamples = share < 0.1 ? quietSamples + 1 : 0;
  }
  return performance.now() - started;
}
