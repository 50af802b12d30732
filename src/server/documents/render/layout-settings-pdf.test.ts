import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { pdfFonts } from '../../../../tests/support/pdf-fonts';
import { headings } from '../../../../tests/support/pdf-text';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { Typesetter } from './typesetter';

/** The Design step's layout settings as the downloaded PDF shows them to an ATS and a screen reader. */

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

const sectionHeadings = async (pdf: Uint8Array) =>
  headings(await readPdf(pdf))
    .filter((heading) => heading.level === 2)
    .map((heading) => heading.text.toLowerCase());

describe('layout settings in the PDF', () => {
  it('extracts sections in the chosen order, renamed, without hidden ones, in every template', async () => {
    const resume = longResume({}, 2, 1);
    const courses = `extra:${resume.additionalSections[1]!.id}`;
    resume.sectionLayout = {
      order: ['education', courses, 'experience'],
      hidden: ['skills'],
      titles: { experience: 'Work I have done' },
      side: null,
    };
    for (const template of TEMPLATE_IDS) {
      const pdf = typesetter.renderPdf({ ...resume, template });
      // Two-column templates head their side column's contact details too.
      const found = (await sectionHeadings(pdf)).filter((heading) => heading !== 'contact');
      expect(found, template).toEqual([
        'education',
        'courses',
        'work i have done',
        // Not listed, so after the listed ones: below other sections, the summary gets its heading.
        'summary',
        'languages',
      ]);
    }
  });

  it('writes headings, months and "Present" in the resume language', async () => {
    const pdf = typesetter.renderPdf(sampleResume({ language: 'fr', dateFormat: 'long' }));
    expect(await sectionHeadings(pdf)).toEqual(['expérience professionnelle', 'compétences', 'formation']);
    const text = (await readPdf(pdf)).pages[0]!.items.map((item) => item.str).join(' ');
    expect(text).toContain("janvier 2020 – Aujourd'hui");
    expect(text).toContain('juin 1835');
  });

  it('embeds the chosen font family', async () => {
    for (const [fontFamily, name] of [
      ['libertinus-serif', 'LibertinusSerif'],
      ['inter', 'Inter'],
      ['noto-sans', 'NotoSans'],
      ['amiri', 'Amiri'],
    ] as const) {
      const pdf = typesetter.renderPdf(sampleResume({ fontFamily, template: 'modern' }));
      const fonts = pdfFonts(await readPdf(pdf), pdf).map((font) => font.name);
      expect(
        fonts.some((font) => font.includes(`+${name}-`)),
        `${fontFamily}: ${fonts}`,
      ).toBe(true);
      expect(
        fonts.some((font) => font.includes('SourceSerif4')),
        fontFamily,
      ).toBe(false);
    }
  });

  it('lays a Hebrew resume out from the right margin', async () => {
    const resume = sampleResume({
      language: 'he',
      personalDetails: { firstName: 'נועה', lastName: 'כהן', jobTitle: 'מהנדסת תוכנה' },
      experience: [{ jobTitle: 'מהנדסת', company: 'חברת תוכנה', startDate: '2020-01', current: true }],
    });
    const document = await readPdf(typesetter.renderPdf(resume));
    const page = document.pages[0]!;
    const heading = page.items.find((item) => item.str.includes('ניסיון'));
    expect(heading?.dir).toBe('rtl');
    const right = (heading?.transform[4] ?? 0) + (heading?.width ?? 0);
    // Its right edge sits at the right margin (half an inch), not at the left one.
    expect(Math.abs(right - (page.width - 36))).toBeLessThan(2);
    const ltr = await readPdf(typesetter.renderPdf(sampleResume()));
    const english = ltr.pages[0]!.items.find((item) => item.str.includes('Employment'));
    expect(english?.transform[4]).toBeCloseTo(36, 0);
  });
});

describe('the photo', () => {
  const JPEG = readFileSync(new URL('../../../../tests/support/images/portrait.jpg', import.meta.url));
  const photoImage = { format: 'jpg' as const, data: JPEG };

  it('is drawn only when the resume shows it and the renderer has it, in every template', async () => {
    for (const template of TEMPLATE_IDS) {
      const shown = sampleResume({ template, photo: { isShown: true, shape: 'circle' } });
      expect(typesetter.renderSvgPages({ ...shown, photoImage })[0], template).toContain('<image');
      const pdf = Buffer.from(typesetter.renderPdf({ ...shown, photoImage })).toString('latin1');
      expect(pdf, template).toContain('/Subtype /Image');
      // Its text still reads first: the name before anything else.
      const first = (await readPdf(typesetter.renderPdf({ ...shown, photoImage }))).pages[0]!.items[0]?.str;
      expect(first?.toLowerCase(), template).toBe('ada lovelace');
    }
    const hidden = sampleResume({ photo: { isShown: false, shape: 'square' } });
    expect(typesetter.renderSvgPages({ ...hidden, photoImage })[0]).not.toContain('<image');
    const withoutBytes = sampleResume({ photo: { isShown: true, shape: 'square' } });
    expect(typesetter.renderSvgPages(withoutBytes)[0]).not.toContain('<image');
  });
});

describe('two-column templates', () => {
  it('put the sections the user chose in the side column, read after the main column', async () => {
    const resume = longResume({ template: 'sidebar' }, 2, 1);
    resume.sectionLayout = { order: [], hidden: [], titles: {}, side: ['education'] };
    const found = await sectionHeadings(typesetter.renderPdf(resume));
    // Skills and languages moved to the main column; education to the side, read after it.
    expect(found).toEqual(['employment history', 'skills', 'languages', 'courses', 'education']);
  });
});
