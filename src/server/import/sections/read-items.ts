import { bodyToRichText } from './body-text';
import { findDateRange } from './dates';
import { type RawEntry, splitEntries } from './entries';
import { readEntryHead } from './entry-pieces';
import type { ItemInput, ReadContext } from './read-context';
import { readExperience } from './read-experience';
import type { SectionKind } from './section-titles';
import type { TextLine } from './text-line';

/**
 * The entries of an extra section as section items, with the fields each type uses (docs/decisions/0024):
 * internships and volunteering read like jobs; certificates have an issuer and a date; projects a role and
 * dates; courses, references and custom sections a title, a line under it and a description.
 */

function experienceLike(entry: RawEntry, path: string, context: ReadContext): ItemInput {
  const job = readExperience(entry, path, context);
  return {
    title: job.jobTitle ?? '',
    company: job.company ?? '',
    location: job.location ?? '',
    startDate: job.startDate ?? '',
    endDate: job.endDate ?? '',
    current: job.current ?? false,
    date: [job.startDate, job.current ? 'Present' : job.endDate].filter(Boolean).join(' - '),
    description: job.description ?? '',
  };
}

function titled(entry: RawEntry, kind: SectionKind): ItemInput {
  const head = readEntryHead(entry.header);
  const [title = '', second = '', ...rest] = head.pieces.map((piece) => piece.text);
  const date = head.dates
    ? [head.dates.start, head.dates.isCurrent ? 'Present' : head.dates.end].filter(Boolean).join(' - ')
    : '';
  const description = bodyToRichText(entry.body);
  switch (kind) {
    case 'certifications':
      return { title, company: second, date: head.dates?.start ?? '', description };
    case 'projects':
      return {
        title,
        role: second,
        startDate: head.dates?.start ?? '',
        endDate: head.dates?.end ?? '',
        current: head.dates?.isCurrent ?? false,
        description,
      };
    case 'references':
      return { title, company: second, description: bodyToRichText([...entry.body]) };
    case 'courses':
      return { title, date, description: [second, ...rest].filter(Boolean).join(', ') || description };
    default:
      return {
        title,
        date: [second, ...rest, date].filter(Boolean).join(', '),
        location: head.location,
        description,
      };
  }
}

/** A section of lines with no entry titles (a paragraph or a plain list) is one item per line or paragraph. */
function hasEntries(lines: TextLine[]): boolean {
  return lines.some((line) => line.isBold || findDateRange(line.text) !== undefined);
}

export function readSectionItems(
  kind: SectionKind,
  lines: TextLine[],
  path: string,
  context: ReadContext,
): ItemInput[] {
  if (!hasEntries(lines)) {
    return lines.map((line) => ({ title: line.text.slice(0, 255) }));
  }
  return splitEntries(lines).map((entry, index) =>
    kind === 'internships' || kind === 'volunteering'
      ? experienceLike(entry, `${path}.items.${index}`, context)
      : titled(entry, kind),
  );
}
