import { describe, expect, it } from 'vitest';
import { longResume, sampleResume } from '../../../../tests/support/resume-fixtures';
import { TEMPLATE_IDS } from '../../../domain/design';
import { Typesetter } from '../render/typesetter';
import { buildResumeView } from './view-model';

const typesetter = new Typesetter();

describe('isMainSurelyTallerThanPage', () => {
  it('is false for a short resume', () => {
    expect(buildResumeView(sampleResume()).isMainSurelyTallerThanPage).toBe(false);
  });

  it('is true for a long career', () => {
    expect(buildResumeView(longResume({}, 12, 4)).isMainSurelyTallerThanPage).toBe(true);
  });

  // The hint may only skip a measurement whose answer it knows: whenever it says "taller than a page", the
  // main sections alone must really take more than one page, for every template, size and paper.
  it('never claims an overflow that the typeset page does not show', () => {
    let claims = 0;
    for (const template of TEMPLATE_IDS) {
      for (const fontSize of [10, 14]) {
        for (const pageSize of ['letter', 'a4'] as const) {
          for (const [jobs, bullets] of [
            [3, 3],
            [5, 4],
            [7, 4],
            [9, 5],
          ] as const) {
            const resume = {
              ...longResume({ template, fontSize, pageSize }, jobs, bullets),
              additionalSections: [],
            };
            if (!buildResumeView(resume).isMainSurelyTallerThanPage) continue;
            claims += 1;
            expect(
              typesetter.renderSvgPages(resume).length,
              `${template} ${fontSize} ${pageSize} ${jobs}x${bullets}`,
            ).toBeGreaterThan(1);
          }
        }
      }
    }
    // The property is only worth something if the hint fires in some of these cases.
    expect(claims).toBeGreaterThan(3);
  });

  // The narrowest text there is: italic i, l and full stops, which shape narrower than any average.
  it('never claims an overflow for narrow italic text either', () => {
    const narrow = `<ul>${'<li><em>il.il.ilil iil.lli illi il. iiii llll ilil.</em></li>'.repeat(6)}</ul>`;
    let claims = 0;
    for (const template of TEMPLATE_IDS) {
      for (const jobs of [6, 9, 12, 16]) {
        const resume = {
          ...longResume({ template }, jobs, 1),
          additionalSections: [],
        };
        resume.experience = resume.experience.map((job) => ({ ...job, description: narrow }));
        if (!buildResumeView(resume).isMainSurelyTallerThanPage) continue;
        claims += 1;
        expect(typesetter.renderSvgPages(resume).length, `${template} ${jobs}`).toBeGreaterThan(1);
      }
    }
    expect(claims).toBeGreaterThan(1);
  });
});
