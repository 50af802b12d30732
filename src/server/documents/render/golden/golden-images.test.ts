import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareImages, parsePgm, renderPagePgm } from '../../../../../tests/support/golden-image';
import { sampleLetter } from '../../../../../tests/support/letter-fixtures';
import { pdfInfo } from '../../../../../tests/support/pdf-inspect';
import { longResume, sampleResume } from '../../../../../tests/support/resume-fixtures';
import { PAGE_SIZES, TEMPLATE_IDS } from '../../../../domain/design';
import type { Resume } from '../../../../domain/resume';
import { getSampleResume, SAMPLE_RESUME_IDS } from '../../../../domain/sample-resumes';
import { Typesetter } from '../typesetter';

/**
 * Each template with a fixed sample, rendered to a 50 dpi grey image and compared with its committed
 * baseline, so a layout regression fails here. After an intended change: UPDATE_GOLDEN=1 npx vitest run
 * src/server/documents/golden, then look at the new images before committing them.
 */

const BASELINES = fileURLToPath(new URL('./baselines/', import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === '1';
// At most 0.3% of the pixels may move by more than 48 grey levels: rasteriser versions differ in
// anti-aliasing, while a moved line of text changes several percent.
const MAX_CHANGED_SHARE = 0.003;

const CASES: { name: string; resume: () => Resume }[] = [
  ...TEMPLATE_IDS.map((template) => ({ name: template, resume: () => sampleResume({ template }) })),
  {
    name: 'modern-a4-teal-14pt',
    resume: () => sampleResume({ pageSize: 'a4', colorScheme: 'teal', fontSize: 14 }),
  },
  // The compact template's promise: a typical two-page resume on one page.
  { name: 'compact-two-page-sample', resume: () => longResume({ template: 'compact' }, 5, 3) },
  // Every template with every gallery sample on both page sizes (first page): what visitors and the
  // thumbnails see.
  ...TEMPLATE_IDS.flatMap((template) =>
    SAMPLE_RESUME_IDS.flatMap((id) =>
      PAGE_SIZES.map((pageSize) => ({
        name: `${template}-sample-${id}-${pageSize}`,
        resume: () => ({ ...sampleOf(id), template, pageSize }),
      })),
    ),
  ),
];

// Each template's cover letter, whose letterhead and page must stay the resume's (docs/decisions/0047).
const LETTER_CASES = TEMPLATE_IDS.map((template) => ({
  name: `letter-${template}`,
  letter: () => sampleLetter({ template }),
}));

function sampleOf(id: (typeof SAMPLE_RESUME_IDS)[number]): Resume {
  const sample = getSampleResume(id);
  if (!sample) throw new Error(`No sample ${id}`);
  return sample.resume;
}

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
  mkdirSync(BASELINES, { recursive: true });
});

async function expectBaseline(name: string, pdf: Uint8Array): Promise<void> {
  const pgm = await renderPagePgm(pdf);
  const file = `${BASELINES}${name}.pgm.gz`;
  if (UPDATE || !existsSync(file)) {
    writeFileSync(file, gzipSync(pgm, { level: 9 }));
    if (!UPDATE) throw new Error(`No baseline for ${name}: wrote ${file}; check it and commit it`);
    return;
  }
  const difference = compareImages(parsePgm(pgm), parsePgm(new Uint8Array(gunzipSync(readFileSync(file)))));
  expect(difference.sameSize, 'page size').toBe(true);
  expect(difference.changedShare).toBeLessThanOrEqual(MAX_CHANGED_SHARE);
}

describe('golden images', () => {
  it.each(CASES)('$name matches its baseline', async ({ name, resume }) => {
    await expectBaseline(name, typesetter.renderPdf(resume()));
  });

  it.each(LETTER_CASES)('$name matches its baseline', async ({ name, letter }) => {
    await expectBaseline(name, typesetter.renderLetterPdf(letter()));
  });

  it('compact fits the two-page sample on one page', async () => {
    const pages = async (template: 'modern' | 'compact') =>
      (await pdfInfo(typesetter.renderPdf(longResume({ template }, 5, 3)))).pages;
    expect(await pages('modern')).toBe(2);
    expect(await pages('compact')).toBe(1);
  });

  it('notices a layout change', async () => {
    const base = parsePgm(await renderPagePgm(typesetter.renderPdf(sampleResume())));
    const moved = parsePgm(await renderPagePgm(typesetter.renderPdf(sampleResume({ fontSize: 13 }))));
    expect(compareImages(moved, base).changedShare).toBeGreaterThan(MAX_CHANGED_SHARE);
  });

  it('keeps each baseline under 100 KB', () => {
    for (const { name } of [...CASES, ...LETTER_CASES]) {
      const file = `${BASELINES}${name}.pgm.gz`;
      if (existsSync(file)) expect(readFileSync(file).length, name).toBeLessThan(100_000);
    }
  });
});
