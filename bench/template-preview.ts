import { TEMPLATE_IDS, type TemplateId } from '../src/domain/design';
import { Typesetter } from '../src/server/documents/render/typesetter';
import { longResume } from '../tests/support/resume-fixtures';
import type { BenchResult } from './result';
import { summarize, timeEach } from './stats';

/**
 * Issue 17: the live preview of a two-page resume (five jobs of three bullets, two pages in the default
 * template) in every template, in-process, 100 renders each after warm-up, the name changed each time as in the
 * preview suite. The target is the heaviest template's median (the template with the highest); every
 * template's median wall time is listed, and its CPU time, which a busy machine inflates less than wall time.
 */
const RENDERS = 100;

type Row = { template: TemplateId; pages: number; median: number; cpuMedian: number };

export async function benchTemplatePreview(): Promise<BenchResult[]> {
  const typesetter = new Typesetter();
  const twoPages = (template: TemplateId, i: number) =>
    longResume({ template, personalDetails: { firstName: `Ada${i}`, lastName: 'Lovelace' } }, 5, 3);
  const rows: Row[] = [];
  for (const template of TEMPLATE_IDS) {
    const pages = typesetter.renderSvgPages(twoPages(template, 0)).length;
    await timeEach(20, (i) => typesetter.renderSvgPages(twoPages(template, 1000 + i)));
    const cpu: number[] = [];
    const wall = await timeEach(RENDERS, (i) => {
      const start = process.cpuUsage();
      typesetter.renderSvgPages(twoPages(template, i));
      const used = process.cpuUsage(start);
      cpu.push((used.user + used.system) / 1000);
    });
    rows.push({ template, pages, median: summarize(wall).median, cpuMedian: summarize(cpu).median });
  }
  const heaviest = rows.reduce((a, b) => (b.median > a.median ? b : a));
  return [
    {
      name: `preview render, two-page resume, heaviest template (${heaviest.template}) (median)`,
      value: heaviest.median,
      unit: 'ms',
      target: '<= 15',
    },
    ...rows.flatMap(({ template, pages, median, cpuMedian }) => [
      {
        name: `preview render, two-page resume, ${template} (${pages} p.) (median)`,
        value: median,
        unit: 'ms',
      },
      {
        name: `preview render, two-page resume, ${template} (CPU time median)`,
        value: cpuMedian,
        unit: 'ms',
      },
    ]),
  ];
}
