import { findDateRange, withoutDates } from './dates';
import type { TextLine } from './text-line';

/**
 * A section's lines -> entries (one job, one school, one project): each entry is its header lines (title,
 * organisation, dates, place) then its body (bullets and prose). A new entry starts where a header line
 * follows a body, where a second dated line or a second bold title line comes, or after a wide gap.
 */

export interface RawEntry {
  header: TextLine[];
  body: TextLine[];
}

const hasDate = (line: TextLine) => findDateRange(line.text) !== undefined;
/** A line that is only dates ('2016', 'JANUARY 2019 - PRESENT'), however it is set, is not a title. */
const isOnlyDate = (line: TextLine) => {
  const range = findDateRange(line.text);
  return range !== undefined && withoutDates(line.text, range) === '';
};

const ABBREVIATION = /\b(co|inc|ltd|corp|llc|jr|sr|st|bros|dept|univ|assn)\.$/i;
const isSentenceEnd = (text: string) => /[!?]$/.test(text) || (/\.$/.test(text) && !ABBREVIATION.test(text));

function isHeaderLike(line: TextLine, entry: RawEntry | undefined): boolean {
  if (line.isBullet) return false;
  if (line.isBold || hasDate(line)) return true;
  // A bold run opening a short line ('Engineer' then '@ Acme Co.') is a title set in two weights.
  if (line.runs[0]?.isBold && line.runs.length > 1 && line.text.length <= 120) return true;
  if (line.text.length > 90 || isSentenceEnd(line.text)) return false;
  // A short plain line right under a title is its organisation or place; under a body it opens the next entry.
  return !entry || entry.body.length > 0 || entry.header.length < 3;
}

/** A title set in two weights or in a heading style: a bold run first ('**Acme Corp**, Austin — Engineer'). */
const isStyledTitle = (line: TextLine) =>
  !line.isBullet && (line.runs[0]?.isBold === true || line.headingLevel > 0) && !isOnlyDate(line);
/** Two lines set alike: the same weight at the start and the same heading style. */
const isSameShape = (a: TextLine, b: TextLine) =>
  a.runs[0]?.isBold === b.runs[0]?.isBold && a.headingLevel === b.headingLevel && a.isBold === b.isBold;

/**
 * An entry that has its title and then a line of dates alone is complete: a line set like its title opens the
 * next one (a Google Docs template's schools: 'School — Degree' in Heading 2, the year in Heading 3, no body).
 */
function isNextTitle(line: TextLine, entry: RawEntry): boolean {
  const [first] = entry.header;
  const last = entry.header.at(-1);
  return (
    first !== undefined &&
    last !== undefined &&
    last !== first &&
    isOnlyDate(last) &&
    isStyledTitle(first) &&
    isStyledTitle(line) &&
    isSameShape(first, line) &&
    !hasDate(line)
  );
}

export function splitEntries(lines: TextLine[]): RawEntry[] {
  const entries: RawEntry[] = [];
  let entry: RawEntry | undefined;
  for (const line of lines) {
    const isHeader = isHeaderLike(line, entry);
    const hasBoldTitle = entry?.header.some((h) => h.isBold && !isOnlyDate(h)) ?? false;
    const hasDated = entry?.header.some(hasDate) ?? false;
    const startsNew =
      !entry ||
      (isHeader && entry.body.length > 0) ||
      (isHeader && hasDate(line) && hasDated) ||
      (isHeader && line.isBold && hasBoldTitle && (hasDated || entry.header.length >= 2) && !hasDate(line)) ||
      (isHeader && line.gapBefore > 0.9 && entry.header.length > 0) ||
      (isHeader && isNextTitle(line, entry));
    if (startsNew) {
      entry = { header: [], body: [] };
      entries.push(entry);
    }
    if (isHeader && entry && entry.body.length === 0) entry.header.push(line);
    else entry?.body.push(line);
  }
  return entries.filter((e) => e.header.length > 0 || e.body.length > 0);
}
