import { Typesetter } from '../src/server/documents/render/typesetter';
import { benchExport, benchResumes } from './export-engines';
import type { BenchResult } from './result';

const TARGETS: Record<string, string> = {
  'typst pdf 1 page': '<= 15',
  'typst pdf 3 pages': '<= 35',
  'docx 1 page': '<= 20',
  'docx 3 pages': '<= 20',
};

/** Issue 6: PDF and DOCX in-process (medians after warm-up), and react-pdf on the same resumes for the ratio. */
export async function benchExportRender(): Promise<BenchResult[]> {
  // The fixtures are named by their page count: check it, so a template change cannot make the name a lie.
  const { onePage, threePages } = benchResumes();
  const typesetter = new Typesetter();
  const pages = `${typesetter.renderSvgPages(onePage).length} and ${typesetter.renderSvgPages(threePages).length} pages typeset`;
  const { results, ratios } = await benchExport();
  return [
    ...results.map((result) => ({
      name: `${result.name} in-process (median of ${result.runs})`,
      value: result.medianMs,
      unit: 'ms',
      target: TARGETS[result.name],
    })),
    { name: `react-pdf / Typst PDF time, 1 page (${pages})`, value: ratios.onePage ?? Number.NaN, unit: 'x' },
    { name: 'react-pdf / Typst PDF time, 3 pages', value: ratios.threePages ?? Number.NaN, unit: 'x' },
  ];
}
