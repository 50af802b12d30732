import {
  type ExtractionFigures,
  type GapFigures,
  type LetterFigures,
  type SetFigures,
  scoreQuality,
  type WriterFigures,
} from './quality/score';
import type { BenchResult } from './result';

/**
 * `npm run bench quality`: the issue 31 quality sets (tests/fixtures/jobs-2026-11-26 and
 * tests/fixtures/quality-2026-11-26) scored with the code as it is, the issue's targets beside each figure.
 * Details are printed for the working sets; the held-out ads print figures only, so that nobody tunes on them.
 * Each set that was unseen once (2026-11-27, then 2026-11-27b, then 2026-11-27c: tests/fixtures/jobs-<date> and
 * quality-<date>) is its own working block ('working 2026-11-27c: '), its details printed like the working ads'.
 * The unseen set (tests/fixtures/jobs-2026-11-27d and quality-2026-11-27d) is its own block of figures, never with
 * details: it stands in for material that is not in the repository. QUALITY_DETAILS=0 prints the figures alone.
 */

const pct = (x: number) => 100 * x;

/** A former unseen set's name in the bench: a working set since a fresher one took its place. */
const workingLabel = (name: string) => `working ${name}`;

function extractionResults(name: string, f: ExtractionFigures): BenchResult[] {
  return [
    { name: `${name}: hard-skill recall (${f.ads} ads)`, value: pct(f.recall), unit: '%', target: '>= 90' },
    { name: `${name}: hard-skill precision`, value: pct(f.precision), unit: '%', target: '>= 85' },
    {
      name: `${name}: boilerplate reported per 10 ads (${f.boilerplateReported} in all)`,
      value: f.boilerplatePer10Ads,
      unit: 'terms',
      target: '<= 1',
    },
  ];
}

function printAdDetails(heading: string, ads: ExtractionFigures): void {
  console.log(`\n-- ${heading}: missed / extra / boilerplate`);
  for (const ad of ads.perAd) {
    if (!ad.missed.length && !ad.extra.length && !ad.boilerplate.length) continue;
    console.log(
      `${ad.file}: ${ad.found}/${ad.expected} found; missed [${ad.missed.join('; ')}] extra [${ad.extra.join('; ')}]` +
        (ad.boilerplate.length ? ` BOILERPLATE [${ad.boilerplate.join('; ')}]` : ''),
    );
  }
}

function printGapDetails(heading: string, gaps: GapFigures[]): void {
  console.log(`\n-- ${heading} (own-field | other-field)`);
  for (const g of gaps) {
    const list = (xs: { ad: string; score: number }[]) =>
      xs
        .map(
          (x) =>
            `${x.score} ${x.ad
              .split('/')
              .pop()
              ?.replace(/\.txt$/, '')}`,
        )
        .join(', ');
    console.log(`${g.resume}: own [${list(g.own)}] | other [${list(g.other)}]`);
  }
}

function printWriterDetails(heading: string, writer: WriterFigures): void {
  console.log(`\n-- ${heading}`);
  for (const note of writer.perNote) {
    console.log(
      `${note.id}: ${note.written.length}/${note.expected} bullets` +
        (note.miswritten.length ? `; tools miswritten [${note.miswritten.join(', ')}]` : '') +
        (note.failed.length ? `; failed ${note.failed.join(' ')}` : ''),
    );
    for (const bullet of note.written) console.log(`    - ${bullet}`);
  }
}

function printLetterDetails(heading: string, letters: LetterFigures): void {
  console.log(`\n-- ${heading}`);
  for (const pair of letters.perPair) {
    const failed = pair.verdicts.filter((v) => !v.pass);
    console.log(
      `${pair.id}: ${pair.words} words; ${failed.length ? failed.map((v) => `${v.rule}: ${v.reason}`).join('; ') : 'passes every rule'}`,
    );
  }
}

/** Details of the working sets only; the held-out ads and the unseen set never print theirs. */
function printDetails(report: ReturnType<typeof scoreQuality>): void {
  printAdDetails('working ads', report.working);
  printGapDetails('match scores', report.gaps);
  printWriterDetails('writer on unseen notes', report.writer);
  printLetterDetails('letters (formal, variant 0)', report.letters);
  for (const tone of ['warm', 'concise'] as const) {
    const t = report.lettersByTone[tone];
    console.log(`${tone} tone: ${t.passing}/${t.pairs} pairs pass every rule`);
  }
  for (const { name, figures } of report.formerUnseen) {
    const label = workingLabel(name);
    printAdDetails(`${label} ads`, figures.ads);
    printGapDetails(`${label} match scores`, figures.gaps);
    printWriterDetails(`${label} writer on its notes`, figures.writer);
    printLetterDetails(`${label} letters (formal, variant 0)`, figures.letters);
  }
  console.log('');
}

function gapResults(prefix: string, gaps: GapFigures[]): BenchResult[] {
  return gaps.flatMap((g) => [
    {
      name: `${prefix}score gap ${g.resume}: own-field minus other-field (mean)`,
      value: g.meanGap,
      unit: 'points',
    },
    {
      name: `${prefix}score gap ${g.resume}: lowest own-field minus highest other-field`,
      value: g.minGap,
      unit: 'points',
      target: '>= 30',
    },
  ]);
}

function writerResults(prefix: string, w: WriterFigures): BenchResult[] {
  return [
    {
      name: `${prefix}writer: unseen notes not split into their ideas (of ${w.notes})`,
      value: w.notes - w.notesSplit,
      unit: 'notes',
      target: '<= 1',
    },
    {
      name: `${prefix}writer: tool names miswritten (of ${w.tools})`,
      value: w.toolsMiswritten,
      unit: 'tools',
      target: '<= 1',
    },
    {
      name: `${prefix}writer: bullets passing the bullet-quality rules (${w.bulletsPassing}/${w.bullets}; misses ${
        Object.entries(w.missesByRule)
          .map(([rule, n]) => `${rule} ${n}`)
          .join(', ') || 'none'
      })`,
      value: pct(w.bulletsPassing / Math.max(1, w.bullets)),
      unit: '%',
      target: '>= 90',
    },
  ];
}

function letterResults(prefix: string, l: LetterFigures): BenchResult[] {
  return [
    {
      name: `${prefix}letters (formal): pairs passing every rule (of ${l.pairs})`,
      value: l.passing,
      unit: 'pairs',
      target: `>= ${l.pairs}`,
    },
    ...Object.entries(l.passingByRule).map(([rule, n]) => ({
      name: `${prefix}letters (formal): pairs passing '${rule}'`,
      value: n,
      unit: 'pairs',
      target: `>= ${l.pairs}`,
    })),
  ];
}

/** A dated set's block of figures, each line's name under the set's prefix. */
function setResults(prefix: string, figures: SetFigures): BenchResult[] {
  return [
    ...extractionResults(`${prefix}ads`, figures.ads),
    ...gapResults(prefix, figures.gaps),
    ...writerResults(prefix, figures.writer),
    ...letterResults(prefix, figures.letters),
  ];
}

export async function benchQuality(): Promise<BenchResult[]> {
  const report = scoreQuality();
  if (process.env.QUALITY_DETAILS !== '0') printDetails(report);
  return [
    ...extractionResults('new ads (working)', report.working),
    ...extractionResults('new ads (held out)', report.heldOut),
    ...extractionResults('tuned ads tests/fixtures/jobs (for comparison)', report.tuned).map((r) => {
      const { target: _target, ...rest } = r;
      return rest;
    }),
    ...gapResults('', report.gaps),
    ...writerResults('', report.writer),
    ...letterResults('', report.letters),
    // The sets that were unseen once: working sets since, their details printed above.
    ...report.formerUnseen.flatMap(({ name, figures }) => setResults(`${workingLabel(name)}: `, figures)),
    // The unseen set (see UNSEEN_SET in bench/quality/fixtures.ts): figures only, never its details.
    ...setResults(`unseen ${report.unseen.name}: `, report.unseen.figures),
  ];
}
