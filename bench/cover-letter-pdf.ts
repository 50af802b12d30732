import { buildLetterDocx } from '../src/server/documents/docx/build-letter-docx';
import { Typesetter } from '../src/server/documents/render/typesetter';
import { sampleLetter, sampleLetterContent } from '../tests/support/letter-fixtures';
import type { BenchResult } from './result';
import { summarize, timeEach } from './stats';

const WARM_UP = 20;
const RUNS = 200;

/**
 * Wall time and CPU time of each call. On a shared machine the wall time also counts the turns of other
 * processes; the CPU time is what the typesetting itself costs (all of this process's threads).
 */
async function timeWithCpu(runs: number, task: (i: number) => unknown) {
  const cpu: number[] = [];
  const wall = await timeEach(runs, (i) => {
    const start = process.cpuUsage();
    task(i);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  });
  return { wall: summarize(wall), cpu: summarize(cpu) };
}

/**
 * Issue 15: a one-page cover letter typeset in-process (medians after warm-up). The same letter again is a
 * download of an unchanged letter; a letter whose body changes on every render is the editor's preview while
 * typing, where Typst can reuse less of its last layout.
 */
export async function benchCoverLetterPdf(): Promise<BenchResult[]> {
  const typesetter = new Typesetter();
  const letter = sampleLetter();
  const pages = typesetter.renderLetterSvgPages(letter).length;
  const edited = (i: number) => ({
    ...letter,
    content: sampleLetterContent({
      body: `${letter.content.body}<p>Edit number ${i} of the closing paragraph.</p>`,
    }),
  });
  await timeEach(WARM_UP, () => typesetter.renderLetterPdf(letter));
  const sameRun = await timeWithCpu(RUNS, () => typesetter.renderLetterPdf(letter));
  const changedRun = await timeWithCpu(RUNS, (i) => typesetter.renderLetterPdf(edited(i)));
  const same = sameRun.wall;
  const changed = changedRun.wall;
  const preview = summarize(await timeEach(RUNS, (i) => typesetter.renderLetterSvgPages(edited(i + RUNS))));
  await timeEach(WARM_UP, () => buildLetterDocx(letter));
  const docx = summarize(await timeEach(RUNS, () => buildLetterDocx(letter)));
  const label = `${pages} page, median of ${RUNS}`;
  return [
    { name: `Cover letter PDF in-process, ${label}`, value: same.median, unit: 'ms', target: '<= 10' },
    { name: 'Cover letter PDF in-process, p95', value: same.p95, unit: 'ms' },
    {
      name: `Cover letter PDF in-process, body changed before each render, ${label}`,
      value: changed.median,
      unit: 'ms',
      target: '<= 10',
    },
    {
      name: 'Cover letter PDF in-process, CPU time median, the same letter',
      value: sameRun.cpu.median,
      unit: 'ms',
    },
    {
      name: 'Cover letter PDF in-process, CPU time median, body changed before each render',
      value: changedRun.cpu.median,
      unit: 'ms',
    },
    {
      name: `Cover letter preview SVG in-process, body changed each time, ${label}`,
      value: preview.median,
      unit: 'ms',
    },
    { name: `Cover letter DOCX in-process, ${label}`, value: docx.median, unit: 'ms' },
  ];
}
