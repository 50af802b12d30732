import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { docxXml } from '../../../../tests/support/docx-inspect';
import {
  longResume,
  resumeWithNewSectionTypes,
  sampleResume,
} from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { resumeSchema } from '../../../domain/resume';
import { buildResumeDocx } from './build-docx';

async function html(docx: Uint8Array): Promise<string> {
  const result = await mammoth.convertToHtml({ buffer: Buffer.from(docx) });
  return result.value;
}

async function text(docx: Uint8Array): Promise<string> {
  return (await mammoth.extractRawText({ buffer: Buffer.from(docx) })).value;
}

function expectInOrder(haystack: string, parts: string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = haystack.indexOf(part, from);
    expect(at, `"${part}" in order after ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}

describe('buildResumeDocx', () => {
  it('writes Word Title and Heading styles, list numbering for bullets and real hyperlinks', async () => {
    const out = await html(await buildResumeDocx(sampleResume()));
    expect(out).toContain('<h1>Employment History</h1>');
    expect(out).toContain('<h1>Skills</h1>');
    expect(out).toContain('<h1>Education</h1>');
    expect(out).toContain('<h2>Senior Engineer, Analytical Engines Ltd\tJan 2020 – Present</h2>');
    expect(out).toContain('<ul><li>Wrote the first published algorithm.</li><li>Led a team of 4.</li></ul>');
    expect(out).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(out).toContain('<a href="https://linkedin.com/in/ada">https://linkedin.com/in/ada</a>');
    expect(out).toContain('<strong>programs</strong>');
  });

  it('carries every string of the resume, in reading order', async () => {
    const out = await text(await buildResumeDocx(sampleResume()));
    expectInOrder(out, [
      'Ada Lovelace',
      'Analytical Engineer',
      'ada@example.com',
      '+44 20 7946 0000',
      'London, United Kingdom',
      'ada.example.com',
      'Engineer who writes programs for engines not yet built.',
      'Employment History',
      'Senior Engineer, Analytical Engines Ltd',
      'Jan 2020 – Present',
      'London',
      'Wrote the first published algorithm.',
      'Led a team of 4.',
      'Translator, Taylor Scientific Memoirs',
      'Spring 1842 – Sep 1843',
      'Translated and annotated the Menabrea paper.',
      'Skills',
      'Mathematics, Programming, Writing',
      'Education',
      'BSc in Mathematics, University of London',
      'Jun 1835',
      'GPA: 3.9',
    ]);
  });

  it('writes certifications, projects and volunteering as headed sections with every field', async () => {
    const docx = await buildResumeDocx(resumeWithNewSectionTypes());
    const out = await html(docx);
    for (const title of ['Certifications', 'Projects', 'Volunteering'])
      expect(out).toContain(`<h1>${title}</h1>`);
    expect(out).toContain('<h2>Certified Analytical Programmer, Royal Society\tJul 1843</h2>');
    expect(out).toContain('<h2>Bernoulli Number Program, Author\tOct 1842 – Aug 1843</h2>');
    expect(out).toContain('<h2>Mathematics Tutor, Mechanics Institute\tJan 1838 – Present</h2>');
    expect(out).toContain('<ul><li>Published Note G with the first algorithm.</li></ul>');
    expect(out).toContain(
      '<a href="https://royalsociety.example/verify/007">royalsociety.example/verify/007</a>',
    );
    expect(out).toContain('<a href="https://ada.example.com/notes">https://ada.example.com/notes</a>');
    expectInOrder(await text(docx), [
      'Education',
      'Certifications',
      'Certified Analytical Programmer, Royal Society',
      'Credential ID: RS-1843-007',
      'Projects',
      'Bernoulli Number Program, Author',
      'Published Note G with the first algorithm.',
      'Keywords: Algorithms, Analytical Engine',
      'Volunteering',
      'Mathematics Tutor, Mechanics Institute',
      'London',
      'Taught evening classes in algebra.',
    ]);
  });

  it.each(TEMPLATE_IDS)(
    'uses the %s template font, the colour scheme, the page size and 0.5 in margins',
    async (template) => {
      const docx = await buildResumeDocx(
        sampleResume({ template, colorScheme: 'teal', pageSize: 'a4', fontSize: 10 }),
      );
      const document = await docxXml(docx, 'word/document.xml');
      const styles = await docxXml(docx, 'word/styles.xml');
      expect(document).toContain('<w:pgSz w:w="11906" w:h="16838"');
      expect(document).toMatch(/<w:pgMar w:top="720" w:right="720" w:bottom="720" w:left="720"/);
      const font = {
        modern: 'Source Serif 4',
        clean: 'Inter',
        compact: 'Source Serif 4',
        executive: 'Noto Serif',
        classic: 'Source Serif 4',
        sidebar: 'Inter',
        timeline: 'Noto Sans',
        minimal: 'Inter',
        academic: 'Noto Serif',
        creative: 'Inter',
        banner: 'Noto Sans',
        elegant: 'Noto Serif',
      }[template];
      expect(styles).toContain(`w:ascii="${font}"`);
      // Teal is #0f766e; every template uses it for heading rules or headings.
      expect(styles).toContain('0F766E');
      const core = await docxXml(docx, 'docProps/core.xml');
      expect(core).toContain('<dc:title>Ada Lovelace Resume</dc:title>');
      expect(core).toContain('<dc:creator>Ada Lovelace</dc:creator>');
    },
  );

  it('writes the place line without repeating the town', async () => {
    const resume = sampleResume();
    resume.contactInfo = {
      ...resume.contactInfo,
      address: 'Seattle, WA',
      city: 'Seattle',
      country: 'United States',
    };
    const out = await text(await buildResumeDocx(resume));
    expect(out).toContain('Seattle, WA, United States');
    expect(out).not.toMatch(/Seattle.*Seattle/);
  });

  it('uses US Letter by default', async () => {
    const document = await docxXml(await buildResumeDocx(sampleResume()), 'word/document.xml');
    expect(document).toContain('<w:pgSz w:w="12240" w:h="15840"');
  });

  it('keeps section headings with the next paragraph so none stands alone at a page foot', async () => {
    const styles = await docxXml(await buildResumeDocx(sampleResume()), 'word/styles.xml');
    const heading1 = /<w:style [^>]*w:styleId="Heading1"[\s\S]*?<\/w:style>/.exec(styles)?.[0] ?? '';
    expect(heading1).toContain('<w:keepNext');
  });

  it('keeps hostile and international text verbatim', async () => {
    const strings = [
      '#set text(red) $x^2$ <w:t>',
      'Ζωή Παπαδοπούλου',
      'Дмитрий Шостакович',
      'עברית ועוד',
      'مرحبا بالعالم',
      'Emoji 😀👩‍💻',
      '“Curly” ‘quotes’ — dashes – and ﬁ ligature-free fi',
    ];
    const resume = resumeSchema.parse({
      personalDetails: { firstName: 'Ζωή', lastName: 'Дмитрий', jobTitle: strings[0] },
      experience: [{ jobTitle: 'Job', bullets: strings }],
    });
    const out = await text(await buildResumeDocx(resume));
    expectInOrder(out, ['Ζωή Дмитрий', strings[0]!, ...strings]);
  });

  it('writes a 10,000-character bullet and 100 bullets whole', async () => {
    const long = 'word '.repeat(2000).trim();
    const many = Array.from({ length: 100 }, (_, index) => `Bullet number ${index + 1}.`);
    const parsed = resumeSchema.parse({
      experience: [{ jobTitle: 'Long' }, { jobTitle: 'Many', bullets: many }],
    });
    // Past the schema's 1,000-character bullet limit on purpose: the writer must not depend on it.
    const resume = {
      ...parsed,
      experience: [{ ...parsed.experience[0]!, bullets: [long] }, parsed.experience[1]!],
    };
    const out = await html(await buildResumeDocx(resume));
    expect(out).toContain(`<li>${long}</li>`);
    for (const bullet of many) expect(out).toContain(`<li>${bullet}</li>`);
  });

  it('writes a long resume with additional sections', async () => {
    const out = await html(await buildResumeDocx(longResume()));
    expect(out).toContain('<h1>Languages</h1>');
    expect(out).toContain('<h1>Courses</h1>');
    expect((out.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(8);
  });
});
