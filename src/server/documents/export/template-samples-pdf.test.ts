import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../../tests/support/pdf-document';
import { pdfFonts } from '../../../../tests/support/pdf-fonts';
import { columnLayoutText, contentTexts, headings, layoutText } from '../../../../tests/support/pdf-text';
import { sidebarSplitX } from '../../../../tests/support/two-column';
import {
  PAGE_SIZES,
  SIDE_SECTION_TYPES,
  TEMPLATE_IDS,
  type TemplateId,
  TWO_COLUMN_TEMPLATES,
} from '../../../domain/design';
import { getSampleResume, SAMPLE_RESUME_IDS } from '../../../domain/sample-resumes';
import { Typesetter } from '../render/typesetter';
import { blocksToPlainText } from '../view/rich-text-model';
import { buildResumeView } from '../view/view-model';
import type { EntryView, ResumeView } from '../view/view-types';

/**
 * Every template with every gallery sample on Letter and A4, as an ATS reads the PDF: every string of the
 * resume is there, the sections, their entries and every line of their text in reading order (by content order
 * and by layout; column by column for two-column templates, ADR 0052), the name and each section tagged as
 * headings in that order, and every font embedded as a subset with a Unicode map.
 */

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

const normal = (text: string) => text.replace(/[\s\u200b]+/g, '').toLowerCase();

type Section = { title: string; entries: EntryView[] } | { title: string; lines: string[] };

/** The resume's sections, column by column, in the template's reading order, from the view model it reads. */
function columnsOf(view: ResumeView, template: TemplateId): Section[][] {
  const isSide = (id: string) => (SIDE_SECTION_TYPES as readonly string[]).includes(id);
  const experience: Section[] = view.experience.length
    ? [{ title: 'Employment History', entries: view.experience }]
    : [];
  const skills: Section[] = view.skills.length ? [{ title: 'Skills', lines: view.skills }] : [];
  const education: Section[] = view.education.length ? [{ title: 'Education', entries: view.education }] : [];
  if (!TWO_COLUMN_TEMPLATES.includes(template))
    return [[...experience, ...skills, ...education, ...view.additional]];
  // The contact details head the side column, under no heading.
  const contacts: Section = { title: '', lines: view.contacts.map((item) => item.text) };
  // Page by page the main column comes first, then the side (two-column-order.test.ts); over several pages the
  // side column's part on page 1 comes before the main column's part on page 2, so each column's own flow is
  // what is read in order here.
  return [
    [...experience, ...education, ...view.additional.filter((section) => !isSide(section.id))],
    [contacts, ...skills, ...view.additional.filter((section) => isSide(section.id))],
  ];
}

/** The reading order checked: section titles, each entry's title and every line of its text. */
function orderedParts(sections: Section[]): string[] {
  return sections
    .flatMap((section) => [
      section.title,
      ...('lines' in section
        ? section.lines
        : section.entries.flatMap((entry) => [
            entry.title,
            ...entry.blocks.map((block) => blocksToPlainText([block])),
          ])),
    ])
    .filter((part) => part !== '');
}

/** Everything else of an entry, which templates place beside or under its title. */
function entryFields(sections: Section[]): string[] {
  return sections
    .flatMap((section) =>
      'entries' in section
        ? section.entries.flatMap((entry) => [
            entry.subtitle,
            entry.location,
            entry.date,
            ...entry.details.map((d) => d.text),
          ])
        : [],
    )
    .filter((part) => part !== '');
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

const CASES = TEMPLATE_IDS.flatMap((template) =>
  SAMPLE_RESUME_IDS.flatMap((id) => PAGE_SIZES.map((pageSize) => ({ template, id, pageSize }))),
);

describe.each(CASES)('sample $id in $template on $pageSize', ({ template, id, pageSize }) => {
  it('reads every string in order, tags its headings and embeds its fonts', async () => {
    const sample = getSampleResume(id);
    if (!sample) throw new Error(`no sample ${id}`);
    const resume = { ...sample.resume, template, pageSize };
    const view = buildResumeView(resume);
    const pdf = typesetter.renderPdf(resume);
    const document = await readPdf(pdf);
    const columns = columnsOf(view, template);
    const sections = columns.flat();

    const readings = {
      'content order': contentTexts(document).join('\n'),
      layout: TWO_COLUMN_TEMPLATES.includes(template)
        ? columnLayoutText(document, sidebarSplitX)
        : layoutText(document),
    };
    const header = [view.name, view.jobTitle, ...view.contacts.map((item) => item.text)];
    const summary = view.summary.map((block) => blocksToPlainText([block]));
    for (const [name, text] of Object.entries(readings)) {
      const [main = [], ...side] = columns;
      expectInOrder(text, [view.name, ...summary, ...orderedParts(main)], name);
      for (const column of side) expectInOrder(text, orderedParts(column), name);
    }
    // Read from the content order: a layout reading gives a long title and the date beside it side by side
    // (compact's header band, for one, sets the contact line beside the name).
    for (const part of [...header, ...entryFields(sections)])
      expect(normal(readings['content order']), part).toContain(normal(part));

    expect(document.tagged).toBe(true);
    const tagged = headings(document).map(({ level, text }) => `${level} ${normal(text)}`);
    const titles = (column: Section[]) =>
      column.filter((section) => section.title !== '').map((section) => `2 ${normal(section.title)}`);
    expect(tagged[0]).toBe(`1 ${normal(view.name)}`);
    expect(tagged.slice(1).sort()).toEqual(titles(sections).sort());
    for (const column of columns) {
      const own = titles(column);
      expect(tagged.filter((heading) => own.includes(heading))).toEqual(own);
    }
    for (const font of pdfFonts(document, pdf))
      expect(font, font.name).toMatchObject({ embedded: true, subset: true, unicode: true });
  });
});
