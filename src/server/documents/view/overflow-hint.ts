import { readFileSync } from 'node:fs';
import type { TemplateId } from '../../../domain/design';
import { advanceWidths } from '../fonts/font-metrics';
import { familyFontPaths } from '../fonts/fonts';
import type { RichBlock } from './rich-text-model';
import type { EntryView } from './view-types';

/**
 * The overflow rule (extra sections start on page 2 when everything is taller than one page) needs the height of
 * the main sections, which Typst gets by laying them out a second time. For a resume whose main sections
 * certainly run past one page the answer is known without that second layout; this decides "certainly" with
 * lower bounds only, so when in doubt it answers false and the template measures as before:
 * - a paragraph's width is at least its characters' advance widths in the template's body family, taking for
 *   each character its narrowest style (regular, italic, bold, bold italic), less a tenth for kerning,
 *   ligatures and the spaces lost at line ends; a character the family lacks counts as zero;
 * - its lines are at least that width over the full text width (bullets are indented, so really narrower);
 * - each line is at least the cap height plus the template's smallest gap between lines.
 */

type BodyFamily = { pkg: string; filePrefix: string };
const SOURCE_SERIF: BodyFamily = { pkg: '@expo-google-fonts/source-serif-4', filePrefix: 'SourceSerif4' };
const INTER: BodyFamily = { pkg: '@expo-google-fonts/inter', filePrefix: 'Inter' };
const NOTO_SERIF: BodyFamily = { pkg: '@expo-google-fonts/noto-serif', filePrefix: 'NotoSerif' };
const NOTO_SANS: BodyFamily = { pkg: '@expo-google-fonts/noto-sans', filePrefix: 'NotoSans' };

/**
 * Each template's text scale, first font and smallest gap between two lines (em): the least of its leading
 * (lines of a paragraph), list spacing (bullets) and paragraph spacing, as set in templates/*.typ and
 * common.typ's defaults (leading 0.55, list spacing 0.45, paragraph spacing 0.65).
 */
const TEMPLATE_METRICS: Record<TemplateId, { scale: number; lineGap: number; family: BodyFamily }> = {
  modern: { scale: 1, lineGap: 0.45, family: SOURCE_SERIF },
  clean: { scale: 0.92, lineGap: 0.45, family: INTER },
  compact: { scale: 0.78, lineGap: 0.3, family: SOURCE_SERIF },
  executive: { scale: 0.9, lineGap: 0.45, family: NOTO_SERIF },
  classic: { scale: 0.95, lineGap: 0.45, family: SOURCE_SERIF },
  // The side column's width only adds lines to the main column: the full width stays a lower bound.
  sidebar: { scale: 0.9, lineGap: 0.45, family: INTER },
  timeline: { scale: 0.88, lineGap: 0.45, family: NOTO_SANS },
  minimal: { scale: 0.88, lineGap: 0.45, family: INTER },
  academic: { scale: 0.86, lineGap: 0.45, family: NOTO_SERIF },
  creative: { scale: 0.9, lineGap: 0.45, family: INTER },
  banner: { scale: 0.9, lineGap: 0.45, family: NOTO_SANS },
  elegant: { scale: 0.9, lineGap: 0.45, family: NOTO_SERIF },
};
/** A line is at least its cap height above the baseline (over 0.6em in every bundled font) plus the gap. */
const MIN_LINE_BOX_EM = 0.6;
/** Shaped text is at most this much narrower than the sum of its advances (kerning, ligatures, line ends). */
const SHAPING_SLACK = 0.9;

/** Per family: each character's narrowest advance over the four styles, in em (0 when a style lacks it). */
const narrowestByFamily = new Map<string, (codePoint: number) => number>();

function narrowestAdvance(family: BodyFamily): (codePoint: number) => number {
  let lookup = narrowestByFamily.get(family.pkg);
  if (!lookup) {
    const styles = familyFontPaths(family.pkg, family.filePrefix).map((path) =>
      advanceWidths(readFileSync(path)),
    );
    const known = new Map<number, number>();
    lookup = (codePoint) => {
      let width = known.get(codePoint);
      if (width === undefined) {
        width = Math.min(...styles.map((advanceOf) => advanceOf(codePoint) ?? 0));
        known.set(codePoint, width);
      }
      return width;
    };
    narrowestByFamily.set(family.pkg, lookup);
  }
  return lookup;
}

function textWidthEm(text: string, advanceOf: (codePoint: number) => number): number {
  let width = 0;
  for (const character of text) width += advanceOf(character.codePointAt(0) ?? 0);
  return width * SHAPING_SLACK;
}

const MARGIN_PT = 36;
const PAGE_PT = { 'us-letter': { width: 612, height: 792 }, a4: { width: 595.28, height: 841.89 } } as const;

interface MainSections {
  /** Whether the header has a name, job title or contact line: at least one line, whatever the layout. */
  hasHeaderLine: boolean;
  /** The summary, full width at body size in every template. */
  summary: RichBlock[];
  experience: EntryView[];
  education: EntryView[];
  skills: string[];
}

function blockText(block: RichBlock): string {
  return block.runs.map((run) => run.text).join('');
}

export function isMainSurelyTallerThanPage(
  main: MainSections,
  design: { template: TemplateId; fontSize: number; paper: 'us-letter' | 'a4' },
): boolean {
  const metrics = TEMPLATE_METRICS[design.template];
  const size = design.fontSize * metrics.scale;
  const page = PAGE_PT[design.paper];
  const lineWidthEm = (page.width - 2 * MARGIN_PT) / size;
  const advanceOf = narrowestAdvance(metrics.family);
  const linesOf = (text: string) => Math.max(1, Math.ceil(textWidthEm(text, advanceOf) / lineWidthEm));
  let lines = main.hasHeaderLine ? 1 : 0;
  for (const block of main.summary) lines += linesOf(blockText(block));
  for (const entries of [main.experience, main.education]) {
    if (entries.length > 0) lines += 1; // the section heading
    for (const entry of entries) {
      lines += 1; // the title line
      for (const block of entry.blocks) lines += linesOf(blockText(block));
    }
  }
  if (main.skills.length > 0) lines += 1 + linesOf(main.skills.join(', '));
  const minHeight = lines * size * (MIN_LINE_BOX_EM + metrics.lineGap);
  return minHeight > page.height - 2 * MARGIN_PT;
}
