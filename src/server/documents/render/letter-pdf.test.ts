import { beforeAll, describe, expect, it } from 'vitest';
import {
  LETTER_BODY,
  SAMPLE_LETTER_WORDS,
  sampleLetter,
  sampleLetterContent,
} from '../../../../tests/support/letter-fixtures';
import { type PdfDocument, readPdf } from '../../../../tests/support/pdf-document';
import { pdfFonts } from '../../../../tests/support/pdf-fonts';
import { compact, headings, pageTexts } from '../../../../tests/support/pdf-text';
import { coverLetterDesignSchema } from '../../../domain/cover-letter-api';
import { TEMPLATE_IDS } from '../../../domain/design';
import { Typesetter } from './typesetter';

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

function expectInOrder(text: string, parts: string[]): void {
  // Lower case: some templates set the name in capitals.
  const haystack = compact(text).toLowerCase();
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(compact(part).toLowerCase(), from);
    expect(at, `"${part}" in order`).toBeGreaterThanOrEqual(0);
    from = at + compact(part).length;
  }
}

describe.each(TEMPLATE_IDS)('the %s cover letter PDF', (template) => {
  let pdf: Uint8Array;
  let document: PdfDocument;
  beforeAll(async () => {
    pdf = typesetter.renderLetterPdf(sampleLetter({ template }));
    document = await readPdf(pdf);
  });

  it('is one tagged US Letter page titled after the writer, with the name as its heading', () => {
    expect(document.tagged).toBe(true);
    expect(document.title).toBe('Ada Lovelace Cover Letter');
    expect(document.author).toBe('Ada Lovelace');
    expect(document.pages.map(({ width, height }) => [width, height])).toEqual([[612, 792]]);
    expect(headings(document)).toEqual([{ level: 1, text: expect.stringMatching(/^ada lovelace$/i) }]);
  });

  it('extracts every word in reading order, letterhead first', () => {
    expectInOrder(pageTexts(document).join('\n'), SAMPLE_LETTER_WORDS);
  });

  it('embeds every font as a subset with a Unicode map', () => {
    const fonts = pdfFonts(document, pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
  });

  it('draws the same letterhead as the resume in the same template', () => {
    const letterSvg = typesetter.renderLetterSvgPages(sampleLetter({ template }))[0] ?? '';
    expect(letterSvg).toContain('Ada Lovelace');
    // The accent colour of the design reaches the letterhead.
    const teal = typesetter.renderLetterSvgPages(sampleLetter({ template, colorScheme: 'teal' }))[0] ?? '';
    expect(teal.toLowerCase()).toContain('#0f766e');
  });
});

describe('a cover letter', () => {
  it('is A4 when its design says so', async () => {
    const a4 = await readPdf(typesetter.renderLetterPdf(sampleLetter({ pageSize: 'a4' })));
    expect(a4.pages[0]?.width).toBeCloseTo(595.28, 1);
  });

  it('without a resume is headed by the signature name, and typesets Typst syntax verbatim', async () => {
    const hostile = '#panic("boom") $x^2$ [link](x) // not a comment';
    const document = await readPdf(
      typesetter.renderLetterPdf({
        content: sampleLetterContent({ greeting: hostile, body: `<p>${LETTER_BODY.length} words</p>` }),
        design: coverLetterDesignSchema.parse({}),
      }),
    );
    expect(document.title).toBe('Ada Lovelace Cover Letter');
    expectInOrder(pageTexts(document).join('\n'), [
      'Ada Lovelace',
      'Charles Babbage',
      hostile,
      'Yours sincerely,',
    ]);
  });

  it('runs onto a second page when the body is long, and an empty letter is one page', async () => {
    const long = '<p>A paragraph about the work, told at some length to fill the page.</p>'.repeat(60);
    const pages = pageTexts(
      await readPdf(
        typesetter.renderLetterPdf({ ...sampleLetter(), content: sampleLetterContent({ body: long }) }),
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(compact(pages.at(-1) ?? '')).toContain(compact('Yours sincerely,'));
    const empty = typesetter.renderLetterSvgPages({
      content: sampleLetterContent({
        recipient: {},
        date: '',
        greeting: '',
        body: '',
        closing: '',
        signatureName: '',
      }),
      design: coverLetterDesignSchema.parse({}),
    });
    expect(empty).toHaveLength(1);
  });
});
