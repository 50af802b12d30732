import { Typesetter } from '../src/server/documents/render/typesetter';
import { longResume, sampleResume } from '../tests/support/resume-fixtures';
import type { BenchResult } from './result';
import { summarize, timeEach } from './stats';

/**
 * Issue 3: preview render in-process, 200 renders after warm-up. The name changes each time, as one field does
 * between two live previews: no render is answered whole from Typst's cache, and the layout of the sections that
 * did not change is reused, as it is while a user types.
 */
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
  // For comparison, not a target: every line of every bullet changes on each render (another resume loaded),
  // so no paragraph's layout can be reused.
  const everyLineChanged = (i: number) => {
    const resume = threePages(i);
    return {
      ...resume,
      experience: resume.experience.map((job, index) => ({
        ...job,
        description: job.description.replaceAll('<li>', `<li>Run ${i}.${index}: `),
      })),
    };
  };
  await timeEach(10, (i) => typesetter.renderSvgPages(everyLineChanged(1000 + i)));
  const cold = summarize(await timeEach(100, (i) => typesetter.renderSvgPages(everyLineChanged(i))));
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
    {
      name: `preview render, ${threePageCount}-page resume with every bullet changed (median, for comparison)`,
      value: cold.median,
      unit: 'ms',
    },
  ];
}
