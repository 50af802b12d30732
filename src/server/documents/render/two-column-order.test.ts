import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { contentTexts, headings } from '../../../../tests/support/pdf-text';
import { longResume } from '../../../../tests/support/resume-fixtures';
import { SIDE_SECTION_TYPES, TWO_COLUMN_TEMPLATES } from '../../../domain/design';
import { type Resume, resumeSchema } from '../../../domain/resume';
import { Typesetter } from './typesetter';

/**
 * ADR 0052's reading-order rule for two-column templates: the tagged content holds the main column, then the
 * side column, on every page; never the two interleaved line by line (which a reader would get if the columns
 * were set as rows of a table, or if each side item were placed beside its neighbour in the main column).
 */

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

const SIDE_TITLES = { languages: 'Languages', links: 'Links' } as const;

/** A two-page resume with every side section, so both columns carry on past page 1. */
function twoPager(template: Resume['template']): Resume {
  const base = longResume({ template }, 6, 4);
  const extra = resumeSchema.parse({
    additionalSections: [
      { type: 'languages', items: [{ title: 'English', proficiency: 'Native' }, { title: 'French' }] },
      { type: 'links', items: [{ title: 'Portfolio', link: 'https://ada.example.com' }] },
      { type: 'hobbies', items: [{ description: '<p>Chess</p>' }] },
      { type: 'courses', items: [{ title: 'Distributed Systems' }] },
    ],
  }).additionalSections;
  const skills = Array.from({ length: 24 }, (_, index) => ({ name: `Skill ${index + 1}` }));
  return resumeSchema.parse({ ...base, skills, additionalSections: [...base.additionalSections, ...extra] });
}

const flat = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe.each(TWO_COLUMN_TEMPLATES)('the %s template', (template) => {
  it('reads the main column, then the side column, on every page', async () => {
    const document = await readPdf(typesetter.renderPdf(twoPager(template)));
    expect(document.pages.length).toBeGreaterThanOrEqual(2);
    const main = [
      'Employment History',
      'Engineer 1',
      'Engineer 6',
      'Education',
      'Distributed Systems',
      'Hobbies',
    ];
    const side = [
      'ada@example.com',
      'https://linkedin.com/in/ada',
      'Skills',
      'Skill 1',
      'Skill 24',
      ...SIDE_SECTION_TYPES.map((t) => SIDE_TITLES[t]),
    ];
    const pages = contentTexts(document).map(flat);
    for (const [index, page] of pages.entries()) {
      const at = (parts: string[]) => parts.map((part) => page.indexOf(flat(part))).filter((i) => i >= 0);
      const mainAt = at(main);
      const sideAt = at(side);
      if (mainAt.length > 0 && sideAt.length > 0)
        expect(Math.max(...mainAt), `page ${index + 1}: main column first`).toBeLessThan(Math.min(...sideAt));
    }
    // Each string appears once, on some page, in the order of its column.
    const all = pages.join('');
    for (const column of [main, side]) {
      let from = 0;
      for (const part of column) {
        const found = all.indexOf(flat(part), from);
        expect(found, part).toBeGreaterThanOrEqual(0);
        from = found;
      }
    }
  });

  it('tags each heading in that reading order', async () => {
    const document = await readPdf(typesetter.renderPdf(twoPager(template)));
    const tagged = headings(document)
      .filter(({ level }) => level === 2)
      .map(({ text }) => flat(text));
    // Each tagged heading is found in the text after the one before it (titles repeat: two Languages sections).
    const all = contentTexts(document).map(flat).join('');
    let from = 0;
    for (const title of tagged) {
      const at = all.indexOf(title, from);
      expect(at, `${title} after the heading before it`).toBeGreaterThanOrEqual(0);
      from = at + title.length;
    }
    expect(tagged).toEqual(expect.arrayContaining(['skills', 'languages', 'links']));
  });
});
