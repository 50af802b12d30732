import { beforeAll, describe, expect, it } from 'vitest';
import { type PdfDocument, readPdf } from '../../../../tests/support/pdf-document';
import { pdfFonts } from '../../../../tests/support/pdf-fonts';
import { columnLayoutText, contentTexts, headings, layoutText } from '../../../../tests/support/pdf-text';
import { resumeWithNewSectionTypes, sampleResume } from '../../../../tests/support/resume-fixtures';
import { sidebarSplitX } from '../../../../tests/support/two-column';
import { TEMPLATE_IDS, type TemplateId, TWO_COLUMN_TEMPLATES } from '../../../domain/design';
import { type Resume, resumeSchema } from '../../../domain/resume';
import { Typesetter } from '../render/typesetter';

/**
 * The downloaded PDF as an ATS or a screen reader meets it: metadata, tags, embedded fonts, links, and
 * every string of the resume through two readings of pdf.js: its content order, and the page's geometry
 * (lines top to bottom, as a layout extractor such as pdftotext -layout reads).
 */

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

/** Whitespace, case (templates set headings in capitals) and zero-width break hints do not count. */
function normal(text: string): string {
  return text.replace(/[\s\u200b\u200e\u200f\u202a-\u202e]+/g, '').toLowerCase();
}

function expectInOrder(text: string, parts: string[], label: string): void {
  const haystack = normal(text);
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(normal(part), from);
    expect(at, `${label}: "${part}" in order`).toBeGreaterThanOrEqual(0);
    from = at + normal(part).length;
  }
}

/**
 * The readings each template must survive. A two-column page read across both columns line by line is the
 * interleaving ADR 0052 rules out, so there the layout reading is column by column, as column-aware
 * extractors read it; the content order must already be one column, then the other.
 */
async function extractors(pdf: Uint8Array, template: TemplateId = 'modern'): Promise<Record<string, string>> {
  const document = await readPdf(pdf);
  const layout = TWO_COLUMN_TEMPLATES.includes(template)
    ? columnLayoutText(document, sidebarSplitX)
    : layoutText(document);
  return { layout, 'content order': contentTexts(document).join('\n') };
}

const HEADER = ['Ada Lovelace', 'Analytical Engineer'];
const CONTACTS = [
  'ada@example.com',
  '+44 20 7946 0000',
  'London, United Kingdom',
  'ada.example.com',
  'https://linkedin.com/in/ada',
];
const BODY = [
  'Engineer who writes programs for engines not yet built.',
  'Employment History',
  'Senior Engineer',
  'Analytical Engines Ltd',
  'Wrote the first published algorithm.',
  'Led a team of 4.',
  'Translator',
  'Taylor Scientific Memoirs',
  'Translated and annotated the Menabrea paper.',
  'Skills',
  'Mathematics, Programming, Writing',
  'Education',
  'BSc in Mathematics',
  'University of London',
  'GPA: 3.9',
];

/** A two-column page: the main column (summary, employment, education), then the side (contacts, skills). */
const TWO_COLUMN_BODY = [
  ...BODY.slice(0, BODY.indexOf('Skills')),
  ...BODY.slice(BODY.indexOf('Education')),
  ...CONTACTS,
  'Skills',
  'Mathematics',
  'Programming',
  'Writing',
];

describe.each(TEMPLATE_IDS)('the %s PDF', (template) => {
  const isTwoColumn = TWO_COLUMN_TEMPLATES.includes(template);
  let pdf: Uint8Array;
  let document: PdfDocument;
  beforeAll(async () => {
    pdf = typesetter.renderPdf(sampleResume({ template }));
    document = await readPdf(pdf);
  });

  it('is tagged, titled, authored and US Letter by default', () => {
    expect(document.tagged).toBe(true);
    expect(document.title).toBe('Ada Lovelace Resume');
    expect(document.author).toBe('Ada Lovelace');
    expect(document.pages.map(({ width, height }) => [width, height])).toEqual([[612, 792]]);
  });

  it('tags the name as the level-1 heading and each section title as a level-2 heading', () => {
    const tagged = headings(document).map(({ level, text }) => ({ level, text: text.toLowerCase() }));
    const sections = isTwoColumn
      ? ['employment history', 'education', 'skills']
      : ['employment history', 'skills', 'education'];
    expect(tagged).toEqual([
      { level: 1, text: 'ada lovelace' },
      ...sections.map((text) => ({ level: 2, text })),
    ]);
  });

  it('is A4 when the design says so', async () => {
    const a4 = await readPdf(typesetter.renderPdf(sampleResume({ template, pageSize: 'a4' })));
    // 210 x 297 mm is 595.28 x 841.89 pt.
    expect(a4.pages[0]?.width).toBeCloseTo(595.28, 1);
    expect(a4.pages[0]?.height).toBeCloseTo(841.89, 1);
  });

  it('embeds every font as a subset with a Unicode map', () => {
    const fonts = pdfFonts(document, pdf);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
      expect(font.name).toMatch(/^[A-Z]{6}\+/);
    }
  });

  it('has clickable links for the e-mail, phone and web addresses', () => {
    const links = document.pages.flatMap((page) => page.links);
    expect(links).toEqual(
      expect.arrayContaining([
        'mailto:ada@example.com',
        'tel:+442079460000',
        'https://ada.example.com/',
        'https://linkedin.com/in/ada',
      ]),
    );
  });

  it('yields every string in reading order by layout and by content order', async () => {
    const header = [...HEADER, ...CONTACTS, 'Jan 2020 – Present', 'Spring 1842 – Sep 1843', 'Jun 1835'];
    // The header's parts are placed differently per template (contacts above or below the name, or beside
    // it in compact's band), so each must be there; the body follows in order. Compact's band wraps its
    // contact line beside the job title, which the layout reading gives side by side on one line, so the
    // header is read from the content order there.
    for (const [name, text] of Object.entries(await extractors(pdf, template))) {
      const checkHeader = !(template === 'compact' && name === 'layout');
      if (checkHeader)
        for (const part of header) expect(normal(text), `${name}: ${part}`).toContain(normal(part));
      expectInOrder(text, isTwoColumn ? TWO_COLUMN_BODY : BODY, name);
    }
  });
});

describe.each(TEMPLATE_IDS)('certifications, projects and volunteering in the %s PDF', (template) => {
  let pdf: Uint8Array;
  let document: PdfDocument;
  beforeAll(async () => {
    pdf = typesetter.renderPdf(resumeWithNewSectionTypes({ template }));
    document = await readPdf(pdf);
  });

  it('are level-2 headings after the main sections', () => {
    const tagged = headings(document).map(({ level, text }) => `${level} ${text.toLowerCase()}`);
    // A two-column template's side column (the skills) follows its main column.
    const main = TWO_COLUMN_TEMPLATES.includes(template) ? tagged.slice(0, -1) : tagged;
    expect(main.slice(-3)).toEqual(['2 certifications', '2 projects', '2 volunteering']);
  });

  it('yield every field by layout and by content order, each section in order', async () => {
    // Within an entry, templates place the date beside the title or under it: the order checked is the
    // sections' and their entries' main line, and every other field must be there.
    const order = [
      'Certifications',
      'Certified Analytical Programmer',
      'Projects',
      'Bernoulli Number Program',
      'Published Note G with the first algorithm.',
      'Keywords: Algorithms, Analytical Engine',
      'Volunteering',
      'Mathematics Tutor',
      'Taught evening classes in algebra.',
    ];
    const fields = [
      'Royal Society',
      'Jul 1843',
      'Credential ID: RS-1843-007',
      'royalsociety.example/verify/007',
      'Author',
      'Oct 1842 – Aug 1843',
      'https://ada.example.com/notes',
      'Mechanics Institute',
      'Jan 1838 – Present',
    ];
    for (const [name, text] of Object.entries(await extractors(pdf, template))) {
      expectInOrder(text, order, name);
      for (const field of fields) expect(normal(text), `${name}: ${field}`).toContain(normal(field));
    }
  });

  it('link the certificate and the project', () => {
    const links = document.pages.flatMap((page) => page.links);
    expect(links).toEqual(
      expect.arrayContaining(['https://royalsociety.example/verify/007', 'https://ada.example.com/notes']),
    );
  });
});

function resumeWith(overrides: Record<string, unknown>, bullets: string[]): Resume {
  const parsed = resumeSchema.parse({ experience: [{ jobTitle: 'Job', company: 'Company' }], ...overrides });
  // Bullets are set after parsing so a test can pass the schema's per-bullet limit on purpose: the
  // typesetter must never depend on it.
  return { ...parsed, experience: [{ ...parsed.experience[0]!, bullets }] };
}

describe('text that must survive extraction', () => {
  const international = [
    'Crème brûlée, naïve café, Zoë, São Paulo, Kraków, Øresund',
    '“Curly double” ‘curly single’ — em dash – en dash … ellipsis',
    'office fiery baffle afflict waffle flow',
    'Ζωή Παπαδοπούλου, Αθήνα',
    'Дмитрий Шостакович, Москва',
  ];

  it.each(TEMPLATE_IDS)(
    'keeps accents, quotes, dashes, ligature letters, Greek and Cyrillic (%s)',
    async (template) => {
      const pdf = typesetter.renderPdf(
        resumeWith(
          { template, personalDetails: { firstName: 'Ζωή', lastName: 'Шостакович', jobTitle: 'Ingénieure' } },
          international,
        ),
      );
      for (const [name, text] of Object.entries(await extractors(pdf, template))) {
        expect(normal(text), name).toContain(normal('Ζωή Шостакович'));
        expectInOrder(text, international, name);
        // Raw text, no normalisation: a ligature glyph must map back to its letters, never to U+FB01.
        expect(text, name).not.toMatch(/[\ufb00-\ufb06]/);
        expect(text, name).not.toContain('\u0000');
      }
    },
  );

  it.each(TEMPLATE_IDS)(
    'typesets hostile content without crashing or dropping text (%s)',
    async (template) => {
      const typst = [
        '#set text(red) $x^2$',
        '#panic("boom") ") } ]',
        '<script>alert(1)</script>',
        '@ref <label> `code`',
      ];
      const rtl = ['مرحبا بالعالم', 'שלום עולם'];
      const emoji = 'Shipped 😀 with ★ and 🚀 done';
      const cjk = ['王小明', 'やまだ', '김민준'];
      // Ethiopic is in no bundled font: it must only not crash the render or take its neighbours with it
      // (the live preview names such characters).
      const uncovered = 'Before ሰላም after';
      const long = `${'lorem ipsum dolor sit amet '.repeat(370)}END-OF-LONG`.slice(-10_000);
      const token = 'y'.repeat(10_000);
      const hundred = Array.from({ length: 100 }, (_, index) => `Bullet ${index + 1} done.`);
      const pdf = typesetter.renderPdf(
        resumeWith({ template }, [...typst, ...rtl, emoji, ...cjk, uncovered, long, token, ...hundred]),
      );
      for (const [name, text] of Object.entries(await extractors(pdf, template))) {
        const flat = normal(text);
        // Right-to-left words: the layout reading puts them back in logical order, the content order keeps
        // pdf.js's visual order (words of a right-to-left run reversed), so each word is checked there.
        const rtlWords = rtl.flatMap((phrase) => phrase.split(' '));
        for (const part of [...typst, ...rtlWords, emoji, ...cjk, 'Before', 'after'])
          expect(flat, `${name}: ${part}`).toContain(normal(part));
        if (name === 'layout') for (const phrase of rtl) expect(flat).toContain(normal(phrase));
        expect(flat, `${name}: long bullet`).toContain(normal(long));
        expect(flat, `${name}: unbreakable token`).toContain(token);
        expectInOrder(text, hundred, name);
      }
    },
  );
});
