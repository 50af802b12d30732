import { type Contacts, emptyContacts, readContacts } from './contacts';
import type { ReadContext } from './read-context';
import type { TextLine } from './text-line';

/**
 * The lines above the first heading: the name (the largest text, else the first line), the job title under
 * it, the contacts, and any long line, which is a summary written without a heading.
 */

export interface Header {
  firstName: string;
  lastName: string;
  jobTitle: string;
  contacts: Contacts;
  summary: string[];
}

function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase())
    : text;

/** A sentence under the name is a summary written without a heading; contacts never read as one. */
function isProse(text: string): boolean {
  if (/@|https?:|www\./.test(text)) return false;
  return text.length > 100 || (text.split(/\s+/).length >= 6 && /[.!?]$/.test(text));
}

export function readHeader(lines: TextLine[], context: ReadContext): Header {
  const largest = Math.max(0, ...lines.map((line) => line.size));
  const nameLine = lines.find((line) => line.size === largest && !/@|\d{3}/.test(line.text)) ?? lines[0];
  const contacts = emptyContacts();
  const summary: string[] = [];
  const contactLines: TextLine[] = [];
  for (const line of lines) {
    if (line === nameLine) {
      // A name line may carry the title or contacts after a gap: they are the line's later runs.
      contactLines.push({ ...line, runs: line.runs.slice(1) });
    } else if (isProse(line.text)) summary.push(line.text);
    else contactLines.push(line);
  }
  readContacts(contactLines, contacts);
  const jobTitle = contacts.rest.find((text) => text.length <= 80 && !/[.!?]$/.test(text)) ?? '';
  const name = nameLine?.runs[0]?.text ?? '';
  if (!nameLine || name.split(/\s+/).length > 4)
    context.flag('personalDetails.firstName', 'personalDetails.lastName');
  if (jobTitle && contacts.rest.length > 1) context.flag('personalDetails.jobTitle');
  if (contacts.location && !contacts.location.includes(',')) context.flag('contactInfo.city');
  return { ...splitName(titleCase(name)), jobTitle, contacts, summary };
}
