import { knownSectionKind, knownTitleOfLetters, type SectionKind } from './section-titles';
import type { TextLine } from './text-line';

/**
 * Lines -> the header (name, title, contacts: everything before the first heading) and the sections. A line
 * is a heading when it is short and reads like one: a title we know, or one set apart by the document's
 * heading style, capitals, or a larger bold type. Unknown headings keep their words as a custom section.
 */

export interface RawSection {
  kind: SectionKind;
  title: string;
  lines: TextLine[];
  /** The heading was found by its looks alone: the review should check it. */
  isGuessed: boolean;
}

export interface SplitDocument {
  header: TextLine[];
  sections: RawSection[];
}

export function bodySizeOf(lines: TextLine[]): number {
  const bySize = new Map<number, number>();
  for (const line of lines) bySize.set(line.size, (bySize.get(line.size) ?? 0) + line.text.length);
  return [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

const isCapitals = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
};

/** 'E D U C AT I O N' (a heading set with wide tracking, read glyph by glyph) -> 'EDUCATION' or the known title. */
function unspaced(text: string): string {
  const tokens = text.split(' ');
  if (tokens.length < 4 || tokens.filter((token) => token.length === 1).length < tokens.length * 0.7)
    return text;
  return knownTitleOfLetters(tokens.join('')) ?? tokens.join('');
}

function headingKind(
  line: TextLine,
  bodySize: number,
  topLevel: number,
  next: TextLine | undefined,
): RawSection | undefined {
  const text = unspaced(line.text.replace(/:$/, '').trim());
  if (line.isBullet || text.length < 3 || text.length > 40 || text.split(/\s+/).length > 5) return undefined;
  if (/[@\d]|[.,;]$|https?:|www\./.test(text)) return undefined;
  const known = knownSectionKind(text);
  const section = (kind: SectionKind, isGuessed: boolean): RawSection => ({
    kind,
    title: text,
    lines: [],
    isGuessed,
  });
  if (known) return section(known, false);
  const isStyled = line.headingLevel > 0 && line.headingLevel === topLevel;
  const isLarger = bodySize > 0 && line.size >= bodySize * 1.15 && line.isBold;
  // Plain capitals ('SAP' in a list of skills) head a section only when set further apart than the line after.
  const isSetApart = line.gapBefore > 0.3 && line.gapBefore > (next?.gapBefore ?? 0) + 0.15;
  const isCapitalHeading = isCapitals(text) && (line.isBold || isSetApart || line.size > bodySize);
  if (isStyled || isLarger || isCapitalHeading) return section('custom', true);
  return undefined;
}

export function splitSections(lines: TextLine[]): SplitDocument {
  const bodySize = bodySizeOf(lines);
  const levels = lines.map((line) => line.headingLevel).filter((level) => level > 0);
  const topLevel = levels.length > 0 ? Math.min(...levels) : 0;
  const largest = Math.max(0, ...lines.map((line) => line.size));
  const header: TextLine[] = [];
  const sections: RawSection[] = [];
  let hasName = false;
  for (const [index, line] of lines.entries()) {
    // The name is the largest text near the top, before any section or inside an opening 'Personal
    // information' one; in capitals or bold it must not open a section.
    const isNameZone = sections.length === 0 || (sections.length === 1 && sections[0]?.kind === 'contact');
    const isName: boolean =
      !hasName && isNameZone && index < 8 && line.size >= largest - 0.5 && line.size > bodySize;
    hasName ||= isName;
    // The line under the name is the job title, however loudly it is set ('SENIOR SOFTWARE ENGINEER').
    const isUnderName = hasName && !isName && sections.length === 0 && header.length === 1;
    const found = isName ? undefined : headingKind(line, bodySize, topLevel, lines[index + 1]);
    const heading = isUnderName && found?.isGuessed ? undefined : found;
    if (heading) sections.push(heading);
    else if (sections.length > 0) sections.at(-1)?.lines.push(line);
    else header.push(line);
  }
  return { header, sections };
}
