import type { PdfItem } from './pdf-items';

/**
 * Splits a page laid out in two columns (a sidebar beside the main text) at its gutter: the x where almost
 * no text crosses and each side holds a real share of the text. A single column with right-aligned dates
 * has no such gutter: its dates are too little text, and its body lines cross every candidate.
 */

export interface PageRegions {
  /** Items that cross the gutter (a full-width header), or every item of a one-column page. */
  spanning: PdfItem[];
  columns: PdfItem[][];
  /** A narrow left column of dates beside the entries they belong to. */
  sideNotes: PdfItem[];
}

const STEP = 2;
const MAX_CROSSING_SHARE = 0.08;
const MIN_SIDE_SHARE = 0.05;

const DATE_LIKE =
  /^(?=.*(\d{4}|present|current|now))[\s\d/.,–—-]*(((jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?|\d{4}|present|current|now|to)[\s\d/.,–—-]*)+$/i;

/**
 * Dates set in a column of their own left of the entries ('September 2015 -' over 'March 2019'): each is a
 * date with text far to its right on the same baseline. They are taken out and read as notes to that text.
 */
function takeSideNotes(items: PdfItem[]): { rest: PdfItem[]; notes: PdfItem[] } {
  const notes = items.filter(
    (item) =>
      DATE_LIKE.test(item.text.trim()) &&
      items.some(
        (other) =>
          other !== item &&
          Math.abs(other.y - item.y) <= item.size / 2 &&
          other.x - (item.x + item.width) > item.size * 2,
      ),
  );
  return { rest: items.filter((item) => !notes.includes(item)), notes };
}

const chars = (items: PdfItem[]) => items.reduce((sum, item) => sum + item.text.length, 0);

/**
 * Right-aligned dates and a contact block beside the name share their baselines with the text on the left:
 * they are the ends of its lines, not a column. A real column has lines of its own.
 */
function isSameLines(items: PdfItem[], at: number): boolean {
  const baselines = (side: PdfItem[]) => [...new Set(side.map((item) => Math.round(item.y)))];
  const left = baselines(items.filter((item) => item.x + item.width <= at));
  const right = baselines(items.filter((item) => item.x >= at));
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  const shared = fewer.filter((y) => more.some((other) => Math.abs(other - y) <= 1.5)).length;
  return shared > fewer.length * 0.6;
}

/**
 * A column is text from top to bottom of its stretch: a contact block in the header and a few dates far
 * below, with long runs of lines beside nothing, are not one.
 */
function isSparse(items: PdfItem[], at: number): boolean {
  const baselines = (side: PdfItem[]) => [...new Set(side.map((item) => Math.round(item.y)))];
  const left = baselines(items.filter((item) => item.x + item.width <= at));
  const right = baselines(items.filter((item) => item.x >= at));
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  const sizes = items.map((item) => item.size).sort((a, b) => a - b);
  const reach = (sizes[Math.floor(sizes.length / 2)] ?? 10) * 1.6;
  const top = Math.max(...fewer);
  const bottom = Math.min(...fewer);
  const beside = more.filter((y) => y <= top && y >= bottom);
  const covered = beside.filter((y) => fewer.some((other) => Math.abs(other - y) <= reach)).length;
  return beside.length > 0 && covered < beside.length * 0.7;
}

export function splitColumns(items: PdfItem[], pageWidth: number): PageRegions {
  const total = chars(items);
  if (total === 0) return { spanning: items, columns: [], sideNotes: [] };
  let best: { at: number; crossing: number } | undefined;
  for (let at = pageWidth * 0.2; at <= pageWidth * 0.8; at += STEP) {
    let crossing = 0;
    let left = 0;
    let right = 0;
    for (const item of items) {
      if (item.x + item.width <= at) left += item.text.length;
      else if (item.x >= at) right += item.text.length;
      else crossing += item.text.length;
    }
    const isGutter =
      crossing <= total * MAX_CROSSING_SHARE &&
      left >= total * MIN_SIDE_SHARE &&
      right >= total * MIN_SIDE_SHARE;
    if (isGutter && (!best || crossing < best.crossing)) best = { at, crossing };
  }
  if (best && (isSameLines(items, best.at) || isSparse(items, best.at))) best = undefined;
  if (!best) {
    const { rest, notes } = takeSideNotes(items);
    return { spanning: rest, columns: [], sideNotes: notes };
  }
  const at = best.at;
  // A full-width header above the columns: everything at or above its lowest line stays whole.
  const top = Math.max(...items.map((item) => item.y));
  const bottom = Math.min(...items.map((item) => item.y));
  const crossing = items.filter(
    (item) => item.x < at && item.x + item.width > at && item.y >= top - (top - bottom) * 0.35,
  );
  const headerBottom = Math.min(...crossing.map((item) => item.y - item.size / 2));
  const isHeader = (item: PdfItem) => crossing.length > 0 && item.y >= headerBottom;
  const body = items.filter((item) => !isHeader(item) && !(item.x < at && item.x + item.width > at));
  const spanning = items.filter((item) => isHeader(item) || (item.x < at && item.x + item.width > at));
  return {
    spanning,
    sideNotes: [],
    columns: [body.filter((item) => item.x + item.width <= at), body.filter((item) => item.x >= at)],
  };
}
