import type { TemplateId } from '../../domain/design';
import type { RichBlock } from './rich-text-model';
import type { EntryView } from './view-types';

/**
 * The overflow rule (extra sections start on page 2 when everything is taller than one page) needs the height of
 * the main sections, which Typst gets by laying them out a second time. For a resume whose main sections
 * certainly run past one page the answer is known without that second layout; this decides "certainly" with
 * lower bounds only (narrowest plausible characters, tightest line pitch of the template), so when in doubt it
 * answers false and the template measures as before.
 */

/** Each template's text scale and paragraph leading (em), as set in templates/*.typ. */
const TEMPLATE_METRICS: Record<TemplateId, { scale: number; leading: number }> = {
  modern: { scale: 1, leading: 0.55 },
  clean: { scale: 0.92, leading: 0.6 },
  compact: { scale: 0.78, leading: 0.5 },
  executive: { scale: 0.9, leading: 0.6 },
};
/** A line is at least its cap height above the baseline (over 0.6em in every bundled font) plus the leading. */
const MIN_LINE_BOX_EM = 0.6;
/** No running text averages narrower than this per character. */
const MIN_CHAR_WIDTH_EM = 0.3;
const MARGIN_PT = 36;
const PAGE_PT = { 'us-letter': { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } } as const;

interface MainSections {
  experience: EntryView[];
  education: EntryView[];
  skills: string[];
}

function blockChars(block: RichBlock): number {
  return block.runs.reduce((sum, run) => sum + run.text.length, 0);
}

export function isMainSurelyTallerThanPage(
  main: MainSections,
  design: { template: TemplateId; fontSize: number; paper: 'us-letter' | 'a4' },
): boolean {
  const metrics = TEMPLATE_METRICS[design.template];
  const size = design.fontSize * metrics.scale;
  const page = PAGE_PT[design.paper];
  const charsPerLine = (page.width - 2 * MARGIN_PT) / (MIN_CHAR_WIDTH_EM * size);
  const linesOf = (chars: number) => Math.max(1, Math.ceil(chars / charsPerLine));
  let lines = 0;
  for (const entries of [main.experience, main.education]) {
    if (entries.length > 0) lines += 1; // the section heading
    for (const entry of entries) {
      lines += 1; // the title line
      for (const block of entry.blocks) lines += linesOf(blockChars(block));
    }
  }
  if (main.skills.length > 0) lines += 1 + linesOf(main.skills.join(', ').length);
  const minHeight = lines * size * (MIN_LINE_BOX_EM + metrics.leading);
  return minHeight > page.height - 2 * MARGIN_PT;
}
