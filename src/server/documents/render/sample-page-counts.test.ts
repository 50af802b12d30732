import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo } from '../../../../tests/support/pdf-inspect';
import { TEMPLATE_IDS, type TemplateId } from '../../../domain/design';
import { getSampleResume, SAMPLE_RESUME_IDS, type SampleResumeId } from '../../../domain/sample-resumes';
import { Typesetter } from './typesetter';

/**
 * The gallery's samples keep the page counts they had before a layout change (issue 23: the default
 * template got more room, not more pages). The software engineer's sample is a two-pager by design in every
 * template (the sidebar's narrower main column included), but fits the compact template on one page.
 */
const EXPECTED_PAGES: Record<SampleResumeId, Record<TemplateId, number>> = {
  '01': { ...allTemplates(2), compact: 1 },
  '02': allTemplates(1),
  '03': allTemplates(1),
};

function allTemplates(pages: number): Record<TemplateId, number> {
  return Object.fromEntries(TEMPLATE_IDS.map((template) => [template, pages])) as Record<TemplateId, number>;
}

let typesetter: Typesetter;
beforeAll(() => {
  typesetter = new Typesetter();
});

describe.each(SAMPLE_RESUME_IDS)('sample %s', (id) => {
  it.each(TEMPLATE_IDS)('keeps its page count in the %s template, on Letter and A4', async (template) => {
    const sample = getSampleResume(id);
    if (!sample) throw new Error(`no sample ${id}`);
    for (const pageSize of ['letter', 'a4'] as const) {
      const pdf = typesetter.renderPdf({ ...sample.resume, template, pageSize });
      expect((await pdfInfo(pdf)).pages, pageSize).toBe(EXPECTED_PAGES[id][template]);
    }
  });
});
