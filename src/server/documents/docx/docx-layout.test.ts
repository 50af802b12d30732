import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxXml } from '../../../../tests/support/docx-inspect';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { buildResumeDocx } from './build-docx';

/** The DOCX follows the Design step: order, renamed and hidden sections, language, fonts and direction. */

const headingsOf = async (docx: Uint8Array) => {
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) });
  return [...value.matchAll(/<h1>([^<]*)<\/h1>/g)].map((match) => match[1]);
};

describe('DOCX layout', () => {
  it('writes the sections in the chosen order under renamed headings, without hidden ones', async () => {
    const resume = longResume({}, 2, 1);
    const courses = `extra:${resume.additionalSections[1]!.id}`;
    resume.sectionLayout = {
      order: ['summary', courses, 'education', 'experience'],
      hidden: ['skills'],
      titles: { experience: 'Work I have done' },
      side: null,
    };
    expect(await headingsOf(await buildResumeDocx(resume))).toEqual([
      'Courses',
      'Education',
      'Work I have done',
      'Languages',
    ]);
  });

  it('writes headings, months and "Present" in the resume language and marks the text with it', async () => {
    const docx = await buildResumeDocx(sampleResume({ language: 'de' }));
    expect(await headingsOf(docx)).toEqual(['Berufserfahrung', 'Kenntnisse', 'Ausbildung']);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
    expect(value).toContain('Jan. 2020 – heute');
    expect(await docxXml(docx, 'word/styles.xml')).toContain('w:lang w:val="de"');
  });

  it('names the chosen font and a fallback for it in the font table', async () => {
    const docx = await buildResumeDocx(sampleResume({ fontFamily: 'inter' }));
    expect(await docxXml(docx, 'word/styles.xml')).toContain('w:ascii="Inter"');
    const table = await docxXml(docx, 'word/fontTable.xml');
    expect(table).toContain('<w:font w:name="Inter"><w:altName w:val="Arial"/><w:family w:val="swiss"/>');
    // Without a choice, the template's own font, with its fallback.
    const modern = await docxXml(await buildResumeDocx(sampleResume()), 'word/fontTable.xml');
    expect(modern).toContain('<w:font w:name="Source Serif 4"><w:altName w:val="Georgia"/>');
  });

  it('lays an Arabic resume out right to left', async () => {
    const docx = await buildResumeDocx(
      sampleResume({ language: 'ar', personalDetails: { firstName: 'ليلى', lastName: 'حداد' } }),
    );
    const document = await docxXml(docx, 'word/document.xml');
    expect(document).toContain('<w:bidi/>');
    const styles = await docxXml(docx, 'word/styles.xml');
    expect(styles).toContain('<w:rtl/>');
    expect(styles).toContain('w:cs="Amiri"');
    expect(await headingsOf(docx)).toEqual(['الخبرة المهنية', 'المهارات', 'التعليم']);
  });
});
