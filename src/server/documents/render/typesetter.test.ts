import { beforeAll, describe, expect, it } from 'vitest';
import { compact, pdfInfo, pdfPageTexts } from '../../../../tests/support/pdf-inspect';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { type AdditionalSection, emptyResume, resumeSchema } from '../../../domain/resume';
import { Typesetter } from './typesetter';

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

function expectInOrder(text: string, parts: string[]): void {
  const haystack = compact(text);
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(compact(part), from);
    expect(at, `"${part}" in order`).toBeGreaterThanOrEqual(0);
    from = at + compact(part).length;
  }
}

describe('Typesetter', () => {
  it('renders SVG pages with the name in them', () => {
    const pages = typesetter.renderSvgPages(sampleResume());
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    expect(viewBox(page)).toBe('0 0 612 792');
    expect(page.includes('Ada Lovelace')).toBe(true);
    expect(page.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('typesets Typst syntax in user text verbatim, in reading order', async () => {
    const hostile = [
      '#set text(red) $x^2$',
      '[link](x) \\escape <label> @ref',
      '`code` // not a comment',
      '*not bold* _not italic_ = not a heading',
      '#panic("boom") ") } ]',
      '<script>alert(1)</script>',
    ];
    const resume = resumeSchema.parse({
      personalDetails: { firstName: '#let', lastName: '$math$', jobTitle: hostile[0] },
      contactInfo: { city: hostile[1] },
      summary: { content: `<p>${escapeHtml(hostile[2]!)}</p>` },
      experience: [{ jobTitle: hostile[3], company: hostile[4], bullets: [hostile[5]!] }],
      skills: [{ name: '#sym.arrow' }, { name: '\\u{1F600}' }],
    });
    const [page, ...rest] = await pdfPageTexts(typesetter.renderPdf(resume));
    expect(rest).toEqual([]);
    expectInOrder(page!, ['#let $math$', ...hostile, '#sym.arrow, \\u{1F600}']);
    const svg = typesetter.renderSvgPages(resume).join('');
    expect(svg.includes('<script>alert')).toBe(false);
  });

  it('renders an empty resume as one page', async () => {
    const pdf = typesetter.renderPdf(emptyResume());
    expect((await pdfInfo(pdf)).pages).toBe(1);
    expect(typesetter.renderSvgPages(emptyResume())).toHaveLength(1);
  });

  it('starts the additional sections on page 2 when the content overflows', async () => {
    const base = longResume({}, 3, 4);
    const essay = '<p>A long paragraph about the foundation and its history, told at some length.</p>'.repeat(
      12,
    );
    const resume = {
      ...base,
      additionalSections: [...base.additionalSections, sectionWith('custom', essay)],
    };
    const pages = await pdfPageTexts(typesetter.renderPdf(resume));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // The main part fits on page 1 here; the extra sections still move to page 2.
    expect(compact(pages[0]!)).toContain('Education');
    expect(compact(pages[0]!)).not.toContain('Languages');
    expect(compact(pages[1]!).startsWith(compact('Languages'))).toBe(true);
    expect(compact(pages.join(''))).toContain(compact('Custom Section'));
    expect(typesetter.renderSvgPages(resume)).toHaveLength(pages.length);
  });

  it('keeps additional sections on page 1 when everything fits', async () => {
    const resume = longResume({}, 1, 1);
    const pages = await pdfPageTexts(typesetter.renderPdf(resume));
    expect(pages).toHaveLength(1);
    expectInOrder(pages[0]!, ['Education', 'Languages', 'English', 'Courses', 'Distributed Systems']);
  });

  it('renders Greek and Cyrillic text that extracts back', async () => {
    const resume = sampleResume({
      personalDetails: { firstName: 'Αλέξανδρος', lastName: 'Достоевский', jobTitle: 'Μηχανικός Инженер' },
    });
    const [page] = await pdfPageTexts(typesetter.renderPdf(resume));
    expectInOrder(page!, ['Αλέξανδρος Достоевский', 'Μηχανικός Инженер']);
  });

  it('does not crash on emoji, right-to-left or CJK text', async () => {
    const resume = sampleResume({
      personalDetails: { firstName: 'Ada 😀👩🏽‍💻', lastName: 'مرحبا שלום 你好', jobTitle: 'Engineer' },
    });
    const [page] = await pdfPageTexts(typesetter.renderPdf(resume));
    expect(page).toContain('Engineer');
    expect(typesetter.renderSvgPages(resume).length).toBe(1);
  });

  it('writes a tagged PDF with title and author', async () => {
    const info = await pdfInfo(typesetter.renderPdf(sampleResume()));
    expect(info.title).toBe('Ada Lovelace Resume');
    expect(info.author).toBe('Ada Lovelace');
    expect(info.tagged).toBe(true);
  });

  it('makes contact links clickable', () => {
    const pdf = Buffer.from(typesetter.renderPdf(sampleResume())).toString('latin1');
    expect(pdf).toContain('mailto:ada@example.com');
    expect(pdf).toContain('https://ada.example.com');
  });

  it.each(TEMPLATE_IDS)('renders the %s template with every section', async (template) => {
    const resume = sampleResume({
      template,
      pageSize: 'a4',
      additionalSections: [
        { type: 'references', items: [{ title: 'Charles Babbage', location: 'Cambridge' }] },
      ],
    });
    const [page] = await pdfPageTexts(typesetter.renderPdf(resume));
    const text = compact(page!).toLowerCase();
    for (const part of [
      'Ada Lovelace',
      'Employment History',
      'Skills',
      'Education',
      'References',
      'Charles Babbage',
    ]) {
      expect(text).toContain(compact(part).toLowerCase());
    }
    expect(viewBox(typesetter.renderSvgPages(resume)[0]!)).toBe('0 0 596 842');
  });

  it('fits a typical two-page resume on one page with the compact template', () => {
    const resume = longResume({}, 5, 3);
    expect(typesetter.renderSvgPages(resume).length).toBe(2);
    expect(typesetter.renderSvgPages({ ...resume, template: 'compact' }).length).toBe(1);
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function viewBox(svg: string): string | undefined {
  return /^<svg[^>]*\sviewBox="([^"]*)"/.exec(svg)?.[1];
}

function sectionWith(type: AdditionalSection['type'], description: string): AdditionalSection {
  return resumeSchema.parse({ additionalSections: [{ type, items: [{ title: 'Foundation', description }] }] })
    .additionalSections[0]!;
}
