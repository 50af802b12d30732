import { COUNTRIES } from './countries';
import { type DateRange, findDateRange, withoutDates } from './dates';
import { companyScore, isSchool, titleScore } from './roles';
import type { TextLine } from './text-line';

/**
 * An entry's header lines -> its dates and the remaining pieces in reading order, cut where the layout
 * separates them: a run boundary (wide gap, tab, change of weight) or a separator (' | ', ' · ', ' — ',
 * ' - ', ' at '). A trailing place ('Acme, Seattle, WA') is split off its piece when it looks like one.
 */

export interface Piece {
  text: string;
  isBold: boolean;
  isItalic: boolean;
}

export interface EntryHead {
  dates: DateRange | undefined;
  pieces: Piece[];
  location: string;
}

const SEPARATOR = /\s+[|·•—–]\s+|\s+-\s+|\s*\|\s*|\s+at\s+|\s+@\s+/;
const DASH = /^(.+?)\s+[-–—]\s+(.+)$/;
const STRONG_SEPARATOR = /\s+[|·•—–]\s+|\s*\|\s*|\s+at\s+|\s+@\s+/;
const STATE_OR_COUNTRY = new RegExp(`^([A-Z]{2}|USA|UK|U\\.S\\.A?\\.?|Remote|${COUNTRIES.join('|')})$`);
const TRAILING_PLACE = /^(.+?),\s*([\p{Lu}][\p{L} .'-]+),\s*([\p{L} .]+)$/u;

export function isLocationText(text: string): boolean {
  const parts = text.split(/,\s*/);
  if (/^remote$/i.test(text.trim())) return true;
  const last = parts.at(-1)?.trim() ?? '';
  // 'Seattle, WA' or 'Seattle, WA, United States'; 'Acme, Seattle, WA' is an employer and its place.
  const [first = '', middle = ''] = parts;
  const isPlaceFirst = first.split(' ').length <= 2 && titleScore(first) === 0 && companyScore(first) === 0;
  const isWhole =
    parts.length === 2 ||
    (parts.length === 3 && !/^[A-Z]{2}$/.test(last) && (/^[A-Z]{2}$/.test(middle) || isPlaceFirst));
  return isWhole && STATE_OR_COUNTRY.test(last) && !/\d/.test(text);
}

/**
 * Text cut at a separator, except ' at ' inside a school's name ('University of Texas at Dallas', 'UNC at Chapel
 * Hill'): what comes before it names a school and no role, so it is not 'Title at Employer'.
 */
function cut(text: string, separator: RegExp): string[] {
  const parts = text.split(new RegExp(`(${separator.source})`, separator.flags));
  const out: string[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const piece = parts[index] ?? '';
    const between = parts[index - 1] ?? '';
    const last = out.at(-1);
    if (last !== undefined && /^\s+at\s+$/.test(between) && isSchool(last) && titleScore(last) === 0)
      out[out.length - 1] = `${last}${between}${piece}`;
    else out.push(piece);
  }
  return out;
}

export function readEntryHead(header: TextLine[]): EntryHead {
  let dates: DateRange | undefined;
  let location = '';
  const pieces: Piece[] = [];
  for (const line of header) {
    const hasStyledPieces = new Set(line.runs.map((run) => run.isBold)).size > 1;
    for (const run of line.runs) {
      let runText = run.text;
      const found = dates ? undefined : findDateRange(runText);
      if (found) {
        dates = found;
        runText = withoutDates(runText, found);
      }
      // Where weight already tells the pieces apart, a bold title keeps its hyphens ('Architect - Associate').
      const parts = cut(runText, hasStyledPieces && run.isBold ? STRONG_SEPARATOR : SEPARATOR);
      for (const raw of parts) {
        // A run cut where the weight changes keeps the separator at its edge (', Austin, TX — ' before an
        // italic title): it is taken off with the spaces and commas.
        let text = raw
          .replace(/^[\s,;|·•—–-]+|[\s,;|·•—–-]+$/g, '')
          .replace(/^(at|@)\s+/i, '')
          .trim();
        if (!text) continue;
        if (!location && pieces.length > 0 && isLocationText(text)) {
          location = text;
          continue;
        }
        const trailing = TRAILING_PLACE.exec(text);
        if (!location && trailing?.[1] && isLocationText(`${trailing[2]}, ${trailing[3]}`)) {
          location = `${trailing[2]}, ${trailing[3]}`;
          text = trailing[1];
        }
        pieces.push({ text, isBold: run.isBold, isItalic: run.isItalic });
      }
    }
  }
  // One piece with commas ('Engineer, Acme Corp' set in one style) is cut at them.
  const [only] = pieces;
  if (pieces.length === 1 && only && only.text.includes(', ')) {
    return { dates, location, pieces: only.text.split(', ').map((text) => ({ ...only, text })) };
  }
  // One bold piece 'Greenleaf Foods - Operations Manager': cut at the dash when one side alone names a role
  // ('Architect - Associate' names one on both sides and stays whole).
  const dashed = only && pieces.length === 1 ? DASH.exec(only.text) : null;
  if (only && dashed?.[1] && dashed[2] && titleScore(dashed[1]) !== titleScore(dashed[2])) {
    return { dates, location, pieces: [dashed[1], dashed[2]].map((text) => ({ ...only, text })) };
  }
  return { dates, pieces, location };
}
