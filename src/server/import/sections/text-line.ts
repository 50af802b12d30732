/**
 * What the PDF and DOCX readers hand to the shared section logic: the document as lines in reading order,
 * each cut into runs where the layout separates them (a wide gap or a tab, a change of weight), with the
 * typographic hints a heading or an entry's title gives away. Neither reader decides what a line means.
 */

export interface TextRun {
  text: string;
  isBold: boolean;
  isItalic: boolean;
}

export interface TextLine {
  /** The runs joined with single spaces, trimmed. */
  text: string;
  runs: TextRun[];
  /** Font size in points of most of the line's characters. */
  size: number;
  isBold: boolean;
  /** A list item: a bullet glyph (removed from the text) or a Word list paragraph. */
  isBullet: boolean;
  /** Word's Heading 1..6 / Title style, or a tagged PDF heading; 0 when the file says nothing. */
  headingLevel: number;
  /** Space above the line in multiples of its font size, beyond a normal line's (0 inside a paragraph). */
  gapBefore: number;
  /** PDF only: the baseline from the page's bottom, to line up a side column's notes with the text. */
  y?: number;
  /**
   * Points from the left edge of the line's column (PDF) or its paragraph's left indent (DOCX); undefined when
   * the reader cannot tell. A list whose markers are drawn (a browser's print) or a Word paragraph that is only
   * indented shows its items by this alone.
   */
  indent?: number;
}

export function lineOf(runs: TextRun[], hints: Partial<Omit<TextLine, 'text' | 'runs'>> = {}): TextLine {
  const kept = runs
    .map((run) => ({ ...run, text: run.text.replace(/\s+/g, ' ').trim() }))
    .filter((r) => r.text);
  const letters = (pick: (run: TextRun) => boolean) =>
    kept.filter(pick).reduce((sum, run) => sum + run.text.length, 0);
  const total = letters(() => true);
  return {
    text: kept.map((run) => run.text).join(' '),
    runs: kept,
    size: hints.size ?? 0,
    isBold: hints.isBold ?? (total > 0 && letters((run) => run.isBold) / total > 0.6),
    isBullet: hints.isBullet ?? false,
    headingLevel: hints.headingLevel ?? 0,
    gapBefore: hints.gapBefore ?? 0,
    ...(hints.indent === undefined ? {} : { indent: hints.indent }),
  };
}

/** Glyphs people and tools put before a list item. */
export const BULLET_GLYPH = /^[•·▪▫●○◦■□◆◇►▶▸‣⁃➢➤✓✔❖∙→➔➜⇒›»\-–—*]$/;
export const BULLET_PREFIX = /^([•·▪▫●○◦■□◆◇►▶▸‣⁃➢➤✓✔❖∙→➔➜⇒›»*]|[-–—](?=\s))\s*/;
