import { execFileSync } from 'node:child_process';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { layoutText } from '../../../../tests/support/pdf-text';
import { sampleResume } from '../../../../tests/support/resume-fixtures';
import { familyFontPaths } from '../fonts/fonts';
import { Typesetter } from './typesetter';

/**
 * An Arabic resume's words as an ATS reads them back from the PDF (issue 29 item 11, ADR 0069). Two faults sit
 * in the text layer that Typst writes for Amiri, not in our templates: a bare Typst document shows both (the
 * last test). They are pinned as known limitations with `it.fails`: the day a dependency fixes one, its test
 * turns red and becomes a plain `it`.
 */

const SENTENCE = 'قادت فريقاً من ستة مهندسين';

let pdf: Uint8Array;
beforeAll(() => {
  const resume = sampleResume({
    language: 'ar',
    personalDetails: { firstName: 'ليلى', lastName: 'حسن', jobTitle: 'مهندسة برمجيات' },
    summary: { content: `<p>${SENTENCE}</p>` },
  });
  pdf = new Typesetter().renderPdf({ ...resume, fontFamily: 'amiri' });
});

/** The line of the page holding the sentence, as pdf.js gives it read by geometry. */
async function sentenceLine(document: Uint8Array): Promise<string> {
  const lines = layoutText(await readPdf(document)).split('\n');
  const line = lines.find((text) => text.includes('قادت'));
  expect(line, lines.join('\n')).toBeDefined();
  return line ?? '';
}

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('an Arabic resume read back from its PDF', () => {
  it('reads words without marks or kerned letters whole, in logical order', async () => {
    const line = await sentenceLine(pdf);
    expect(line).toMatch(/^قادت /);
    expect(line).toMatch(/ من ستة مهندسين$/);
    expect(layoutText(await readPdf(pdf))).toContain('ليلى حسن');
  });

  // Amiri kerns ر, which does not join to the left, 0.122 em away from a following ي so that the ي's dots
  // clear the ر's tail; pdf.js and pdftotext take a gap over about 0.1 em for a word space.
  it.fails('reads "فريقاً" as one word: no space where Amiri kerns ر away from ي (known limitation)', async () => {
    expect(await sentenceLine(pdf)).toContain('فريق');
  });

  // Typst's PDF writer (krilla 0.6) maps a cluster of several glyphs (alef + tanween) to its text with
  // /ActualText, which neither pdf.js nor poppler reads: the tanween glyph is given "اً" and the alef glyph,
  // already mapped to "ا" where it stood alone, is read a second time.
  it.fails('reads tanween on a final alef once (known limitation)', async () => {
    expect(await sentenceLine(pdf)).toMatch(/قاً من/);
  });

  (hasPdftotext ? it.fails : it.skip)('pdftotext reads the sentence word for word (known limitation)', () => {
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();
    const words = text.replace(/[\u200e\u200f\u202a-\u202e]/g, '').split(/\s+/);
    for (const word of SENTENCE.split(' ')) expect(words, word).toContain(word);
  });

  it('shows the same faults in a bare Typst document with Amiri, so they are not our templates', async () => {
    const compiler = NodeCompiler.create({
      workspace: '/tmp',
      fontArgs: [{ fontPaths: familyFontPaths('@expo-google-fonts/amiri', 'Amiri') }],
    });
    const result = compiler.compile({
      mainFileContent: '#set text(font: "Amiri", lang: "ar", dir: rtl)\n#sys.inputs.sentence',
      inputs: { sentence: SENTENCE },
    });
    expect(result.hasError()).toBe(false);
    const line = await sentenceLine(new Uint8Array(compiler.pdf(result.result!)));
    // A space inside "فريق", and the alef read twice; kerning off ends the first, at the price of the ي's dots
    // running into the ر's tail (ADR 0069).
    expect(line).toContain('فر يق');
    expect(line).toMatch(/اًا|ًا\s*ا/);
  });
});
