import { longResume, sampleResume } from '../src/server/documents/resume-fixtures';
import { Typesetter } from '../src/server/documents/typesetter';
import type { BenchResult } from './result';
import { summarize, timeEach } from './stats';

/** Issue 3: preview render in-process, 200 renders after warm-up; the name changes each time so nothing is cached. */
export async function benchPreviewRender(): Promise<BenchResult[]> {
  const typesetter = new Typesetter();
  const onePage = (i: number) =>
    sampleResume({ personalDetails: { firstName: `Ada${i}`, lastName: 'Lovelace' } });
  const threePages = (i: number) =>
    longResume({ personalDetails: { firstName: `Ada${i}`, lastName: 'Lovelace' } }, 12, 4);
  const pagesOf = (resume: ReturnType<typeof onePage>) => typesetter.renderSvgPages(resume).length;
  const onePageCount = pagesOf(onePage(0));
  const threePageCount = pagesOf(threePages(0));
  await timeEach(20, (i) => typesetter.renderSvgPages(onePage(1000 + i)));
  const one = summarize(await timeEach(200, (i) => typesetter.renderSvgPages(onePage(i))));
  await timeEach(10, (i) => typesetter.renderSvgPages(threePages(1000 + i)));
  const three = summarize(await timeEach(200, (i) => typesetter.renderSvgPages(threePages(i))));
  return [
    {
      name: `preview render, ${onePageCount}-page resume (median)`,
      value: one.median,
      unit: 'ms',
      target: '<= 10',
    },
    {
      name: `preview render, ${onePageCount}-page resume (p95)`,
      value: one.p95,
      unit: 'ms',
      target: '<= 25',
    },
    {
      name: `preview render, ${threePageCount}-page resume (median)`,
      value: three.median,
      unit: 'ms',
      target: '<= 30',
    },
  ];
}
