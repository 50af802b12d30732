import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxXml } from '../../../../tests/support/docx-inspect';
import { SAMPLE_LETTER_WORDS, sampleLetter } from '../../../../tests/support/letter-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { buildLetterDocx } from './build-letter-docx';

async function paragraphs(docx: Uint8Array): Promise<string[]> {
  const html = (await mammoth.convertToHtml({ buffer: Buffer.from(docx) })).value;
  return [...html.matchAll(/<(p|li|h1)>(.*?)<\/\1>/g)].map((match) =>
    (match[2] ?? '').replace(/<[^>]+>/g, ''),
  );
}

describe('buildLetterDocx', () => {
  it.each(TEMPLATE_IDS)(
    'writes the %s letter as real paragraphs, every word in reading order',
    async (template) => {
      const docx = await buildLetterDocx(sampleLetter({ template }));
      const lines = await paragraphs(docx);
      // Each part of the letter is a Word paragraph of its own (mammoth reads entities back as characters).
      const decoded = lines.map((line) => line.replace(/&amp;/g, '&'));
      for (const word of SAMPLE_LETTER_WORDS.filter((word) => !word.includes('@'))) {
        expect(decoded, word).toContain(word);
      }
      const raw = (await mammoth.extractRawText({ buffer: Buffer.from(docx) })).value;
      let from = 0;
      for (const word of SAMPLE_LETTER_WORDS) {
        const at = raw.indexOf(word, from);
        expect(at, `"${word}" in order`).toBeGreaterThanOrEqual(0);
        from = at + word.length;
      }
    },
  );

  it('keeps the body’s bold, italic and bullets, and names the writer in the Title style', async () => {
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(await buildLetterDocx(sampleLetter())) }))
      .value;
    expect(html).toContain('<strong>Analyst</strong>');
    expect(html).toContain('<em>notes</em>');
    expect(html).toContain(
      '<ul><li>Translated and annotated the memoir</li><li>Designed the Bernoulli method</li></ul>',
    );
    const document = await docxXml(await buildLetterDocx(sampleLetter()), 'word/document.xml');
    expect(document).toMatch(/<w:pStyle w:val="Title"\/>.*?Ada Lovelace/);
  });

  it('is A4 when the design says so', async () => {
    const document = await docxXml(
      await buildLetterDocx(sampleLetter({ pageSize: 'a4' })),
      'word/document.xml',
    );
    expect(document).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  });
});
