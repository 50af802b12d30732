import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { layoutText } from '../../../../tests/support/pdf-text';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { familyFontPaths } from '../fonts/fonts';
import { repairTextLayer } from './pdf-text-layer';
import { Typesetter } from './typesetter';

/**
 * An Arabic resume's words as an ATS reads them back from the PDF (issue 29 item 11, ADRs 0069 and 0094).
 * Typst's writer gives Amiri a text layer with two faults (a space where ر is kerned away from ي, a letter
 * read twice where a cluster holds a mark); pdf-text-layer.ts repairs it after the writer, without moving a
 * glyph. Read by pdf.js (the import reader's library, by geometry as a layout extractor reads) and by
 * pdftotext (poppler) when it is installed.
 */

const SENTENCE = 'قادت فريقاً من ستة مهندسين';
// Shadda, sukun and kasra inside words, kerned pairs, a ligature, hamza forms.
const MARKED = [
  'مدّرب محترف',
  'قدْرة على التعلّم',
  'بِناء فِرق العمل',
  'أدرتُ فريقاً من عشرة مطوّرين',
  'زيت وريت',
  'لديه خبرةٌ واسعة',
  'حاصل على شهادةٍ جامعية',
  'مسؤولاً عن الجودة',
];
// Tanween on a word's last letter (drawn first, right after the word space).
const FINAL_MARKS = ['فريقاً', 'خبرةٌ', 'شهادةٍ', 'مسؤولاً'];
const INSIDE_WORDS = ['مدّرب', 'قدْرة', 'التعلّم', 'بِناء', 'فِرق', 'مطوّرين', 'زيت', 'وريت', 'الخبرة'];

let pdf: Uint8Array;
beforeAll(() => {
  const resume = sampleResume({
    language: 'ar',
    personalDetails: { firstName: 'ليلى', lastName: 'حسن', jobTitle: 'مهندسة برمجيات' },
    summary: { content: [SENTENCE, ...MARKED, 'الخبرة'].map((line) => `<p>${line}</p>`).join('') },
  });
  pdf = new Typesetter().renderPdf({ ...resume, fontFamily: 'amiri' });
});

const bidiControls = /[\u200e\u200f\u202a-\u202e]/g;
const words = (text: string): string[] => text.replace(bidiControls, '').split(/\s+/);

/** The line of the page holding the sentence, as pdf.js gives it read by geometry. */
async function sentenceLine(document: Uint8Array, start = 'قادت'): Promise<string> {
  const lines = layoutText(await readPdf(document)).split('\n');
  const line = lines.find((text) => text.includes(start));
  expect(line, lines.join('\n')).toBeDefined();
  return line ?? '';
}

const has = (tool: string) => {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const hasPdftotext = has('pdftotext');
const hasPdftoppm = has('pdftoppm');
if (!hasPdftotext || !hasPdftoppm)
  console.warn(
    'arabic-text-layer.test.ts: poppler-utils (pdftotext, pdftoppm) not installed, its tests skipped',
  );

const pdftotext = (document: Uint8Array): string =>
  execFileSync('pdftotext', ['-', '-'], { input: document }).toString();

function bareDocument(text: string): Uint8Array {
  const compiler = NodeCompiler.create({
    workspace: '/tmp',
    fontArgs: [{ fontPaths: familyFontPaths('@expo-google-fonts/amiri', 'Amiri') }],
  });
  const result = compiler.compile({
    mainFileContent: '#set text(font: "Amiri", lang: "ar", dir: rtl)\n#sys.inputs.sentence',
    inputs: { sentence: text },
  });
  expect(result.hasError()).toBe(false);
  return new Uint8Array(compiler.pdf(result.result!));
}

describe('an Arabic resume read back from its PDF', () => {
  it('reads the words around a mark in logical order', async () => {
    const line = await sentenceLine(pdf);
    expect(line).toMatch(/^قادت /);
    expect(line).toMatch(/ من ستة مهندسين$/);
    expect(layoutText(await readPdf(pdf))).toContain('ليلى حسن');
  });

  it('reads "فريق" whole: no space where Amiri kerns ر away from ي', async () => {
    const line = await sentenceLine(pdf);
    expect(line).toContain('فريق');
    expect(line).not.toContain('فر يق');
  });

  it('reads the alef under a tanween once', async () => {
    expect(await sentenceLine(pdf)).not.toMatch(/ا\s*ً?\s*ا/);
    expect(layoutText(await readPdf(pdf))).not.toMatch(/اًا|ًاًا/);
  });

  it('pdf.js reads words with shadda, sukun or kasra inside, kerned pairs and ligatures exactly', async () => {
    const read = words(layoutText(await readPdf(pdf)));
    for (const word of INSIDE_WORDS) expect(read, word).toContain(word);
    // No control character where a dot is drawn apart from its letter (خ in Amiri Bold's heading).
    const controls = [...layoutText(await readPdf(pdf))].filter(
      (char) => /\p{Cc}/u.test(char) && char !== '\n',
    );
    expect(controls).toEqual([]);
  });

  it('reads ح and خ apart where Amiri draws both with one body glyph, whichever comes first', async () => {
    // The writer maps the shared body glyph to the letter it met first, so the other read wrong ("مخترف").
    for (const text of ['الخبرة محترف', 'محترف الخبرة']) {
      const repaired = repairTextLayer(bareDocument(text));
      const expected = expect.arrayContaining(text.split(' '));
      expect(words(layoutText(await readPdf(repaired))), text).toEqual(expected);
      if (hasPdftotext) expect(words(pdftotext(repaired)), text).toEqual(expected);
    }
  });

  it('reads a mark once where the writer draws its cluster in two runs', async () => {
    // The kasratan of "بنجاحٍ" is drawn on its own (moved off the baseline) and only it is in the cluster's
    // span; the writer mapped the ح after it to "حٍ", so the mark was read twice.
    const text = 'مع شركاتٍ كبيرة، إدارة المشاريع بنجاحٍ';
    const read = layoutText(await readPdf(repairTextLayer(bareDocument(text))));
    expect([...read].filter((char) => char === '\u064d')).toHaveLength(2);
    expect(words(read)).toContain('المشاريع');
  });

  it('reads a tanween on the last letter of a word attached, in pdf.js and pdftotext', async () => {
    // The mark is drawn first in the word, right after the space: pdf.js put the space before it and read a
    // second one at the letter ("فريقا ً"), and poppler split the word where the mark stood apart.
    const read = words(layoutText(await readPdf(pdf)));
    for (const word of FINAL_MARKS) expect(read, word).toContain(word);
    if (hasPdftotext) for (const word of FINAL_MARKS) expect(words(pdftotext(pdf)), word).toContain(word);
  });

  (hasPdftotext ? it : it.skip)('pdftotext reads the sentences word for word', () => {
    const read = words(pdftotext(pdf));
    for (const word of [...SENTENCE.split(' '), ...INSIDE_WORDS]) expect(read, word).toContain(word);
  });

  (hasPdftoppm ? it : it.skip)('draws the page exactly as the writer did (pixels at 150 dpi)', () => {
    const directory = mkdtempSync(join(tmpdir(), 'arabic-layer-'));
    try {
      const document = bareDocument([SENTENCE, ...MARKED].join(' '));
      const repaired = repairTextLayer(document);
      expect(repaired).not.toBe(document);
      const pixels = (file: Uint8Array, name: string) => {
        writeFileSync(join(directory, `${name}.pdf`), file);
        execFileSync('pdftoppm', [
          '-r',
          '150',
          '-png',
          '-singlefile',
          join(directory, `${name}.pdf`),
          join(directory, name),
        ]);
        return readFileSync(join(directory, `${name}.png`));
      };
      expect(pixels(repaired, 'after').equals(pixels(document, 'before'))).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('leaves a PDF without Arabic text as it is', () => {
    const document = bareDocument('Plain text, kerned: AVATAR Wave');
    expect(repairTextLayer(document)).toBe(document);
  });

  it('finds both faults in a bare Typst document with Amiri, and repairs them there too', async () => {
    const document = bareDocument(SENTENCE);
    const line = await sentenceLine(document);
    // The writer's own layer: a space inside "فريق", and the alef read twice (ADR 0069).
    expect(line).toContain('فر يق');
    expect(line).toMatch(/اًا|ًا\s*ا/);
    const repaired = await sentenceLine(repairTextLayer(document));
    expect(repaired).not.toContain('فر يق');
    expect(repaired).not.toMatch(/اًا|ًا\s*ا/);
  });
});
