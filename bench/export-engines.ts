import { createElement as h, type ReactElement } from 'react';
import type { Resume } from '../src/domain/resume';
import { buildResumeDocx } from '../src/server/documents/docx/build-docx';
import { fontFilePaths } from '../src/server/documents/fonts/fonts';
import { Typesetter } from '../src/server/documents/render/typesetter';
import { buildResumeView } from '../src/server/documents/view/view-model';
import type { EntryView, ResumeView } from '../src/server/documents/view/view-types';
import { longResume, sampleResume } from '../tests/support/resume-fixtures';

/**
 * Benchmark helpers for `npm run bench` (not tests): medians of in-process renders after a warm-up, and the
 * same resume through @react-pdf/renderer (the engine Reactive Resume uses) for the ratio.
 */

export interface BenchResult {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

async function measure(name: string, runs: number, task: (run: number) => unknown): Promise<BenchResult> {
  for (let index = 0; index < Math.min(10, runs); index += 1) await task(-index - 1);
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    await task(index);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  return { name, runs, medianMs: at(0.5), p95Ms: at(0.95) };
}

/** The 1-page and 3-page resumes every engine is measured on. */
export function benchResumes(): { onePage: Resume; threePages: Resume } {
  return { onePage: sampleResume(), threePages: longResume({}, 9, 4) };
}

/**
 * Each run changes the job title: Typst memoises whole compiles, so rendering one input again measures a
 * cache hit (about 2 ms), not the work of a user's new edit or a download.
 */
function edited(resume: Resume, run: number): Resume {
  return {
    ...resume,
    personalDetails: { ...resume.personalDetails, jobTitle: `Analytical Engineer ${run}` },
  };
}

export async function benchTypstPdf(runs = 100): Promise<BenchResult[]> {
  const typesetter = new Typesetter();
  const { onePage, threePages } = benchResumes();
  return [
    await measure('typst pdf 1 page', runs, (run) => typesetter.renderPdf(edited(onePage, run))),
    await measure('typst pdf 3 pages', runs, (run) => typesetter.renderPdf(edited(threePages, run))),
  ];
}

export async function benchDocx(runs = 100): Promise<BenchResult[]> {
  const { onePage, threePages } = benchResumes();
  return [
    await measure('docx 1 page', runs, () => buildResumeDocx(onePage)),
    await measure('docx 3 pages', runs, () => buildResumeDocx(threePages)),
  ];
}

/** The same resume through react-pdf, with the same Source Serif 4 files, for comparison only. */
export async function benchReactPdf(runs = 30): Promise<BenchResult[]> {
  const { Document, Font, Page, Text, View, renderToBuffer } = await import('@react-pdf/renderer');
  type Style = import('@react-pdf/renderer').TextProps['style'];
  const serif = fontFilePaths().filter((path) => path.includes('SourceSerif4'));
  Font.register({
    family: 'Source Serif 4',
    fonts: [
      { src: serif.find((path) => path.endsWith('400Regular.ttf'))! },
      { src: serif.find((path) => path.endsWith('700Bold.ttf'))!, fontWeight: 'bold' },
      { src: serif.find((path) => path.endsWith('400Regular_Italic.ttf'))!, fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  const text = (value: string, style: Style = {}) =>
    h(Text, { style } as import('@react-pdf/renderer').TextProps, value);
  const entry = (e: EntryView, key: number) =>
    h(
      View,
      { key, style: { marginBottom: 6 } },
      h(
        View,
        { style: { flexDirection: 'row', justifyContent: 'space-between' } },
        text([e.title, e.subtitle].filter(Boolean).join(', '), { fontWeight: 'bold' }),
        text(e.date),
      ),
      e.location ? text(e.location, { fontStyle: 'italic', fontSize: 10 }) : null,
      ...e.blocks.map((block) => text(`• ${block.runs.map((run) => run.text).join('')}`)),
    );
  const section = (title: string, body: ReactElement[] | ReactElement) =>
    h(View, null, text(title, { fontSize: 14, fontWeight: 'bold', color: '#1d4ed8', marginTop: 8 }), body);
  const documentOf = (view: ResumeView) =>
    h(
      Document,
      { title: view.documentTitle, author: view.author },
      h(
        Page,
        { size: 'LETTER', style: { padding: 36, fontFamily: 'Source Serif 4', fontSize: 12 } },
        text(view.contacts.map((item) => item.text).join(' • '), { fontSize: 10 }),
        text(view.name, { fontSize: 26, fontWeight: 'bold', color: '#1d4ed8' }),
        text(view.jobTitle, { fontStyle: 'italic' }),
        section('Employment History', view.experience.map(entry)),
        section('Skills', text(view.skills.join(', '))),
        section('Education', view.education.map(entry)),
      ),
    );
  const { onePage, threePages } = benchResumes();
  const one = documentOf(buildResumeView(onePage));
  const three = documentOf(buildResumeView(threePages));
  // react-pdf's types want its own Document element; the tree above is one.
  const render = (element: ReactElement) => renderToBuffer(element as Parameters<typeof renderToBuffer>[0]);
  return [
    await measure('react-pdf 1 page', runs, () => render(one)),
    await measure('react-pdf 3 pages', runs, () => render(three)),
  ];
}

/** Everything above, with the react-pdf / Typst ratios the benchmark page reports. */
export async function benchExport(): Promise<{ results: BenchResult[]; ratios: Record<string, number> }> {
  const typst = await benchTypstPdf();
  const docx = await benchDocx();
  const react = await benchReactPdf();
  const ratio = (index: number) => Number((react[index]!.medianMs / typst[index]!.medianMs).toFixed(1));
  return { results: [...typst, ...docx, ...react], ratios: { onePage: ratio(0), threePages: ratio(1) } };
}
