import type { TextLine } from './text-line';

/**
 * Contact details from a header or a 'Contact' section: every line is cut at the separators people use
 * (· | • tabs, wide gaps, a label's colon) and each piece is recognised by its form: an e-mail, a phone
 * number, a web address (LinkedIn and GitHub by their hosts) or a place. A web address the layout wrapped
 * over two lines ('https://ada.example.' + 'com') is joined again.
 */

export interface Contacts {
  email: string;
  phone: string;
  location: string;
  website: string;
  linkedin: string;
  github: string;
  /** Web addresses beyond the first website, for a Links section. */
  otherLinks: string[];
  /** Pieces that are none of the above, in order (a job title, a tagline). */
  rest: string[];
}

// Symbols people set before or between contacts (✉ ☎ ⌂ ↗, icons) separate them; ASCII '+' and '|' are not
// among the symbols ('+' starts a phone number), '|' is listed on its own. A dash between spaces (' — ', ' – ')
// separates too; a hyphen does not (phone numbers are written '555 - 0142').
const SEPARATORS = /\s*(?:[|·•]|(?!\p{ASCII})[\p{So}\p{Sm}])\s*|\s+[—–]\s+|\s+\/\s+|\s{2,}|\t/u;
const LABEL =
  /^(e-?mail|phone|tel|telephone|mobile|cell|address|location|web|website|linkedin|github|portfolio|city)\s*[:：]\s*/i;
const EMAIL = /^(?:mailto:)?([^\s@]+@[^\s@]+\.[^\s@]+)$/i;
const URL = /^(https?:\/\/)?(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?(\/\S*)?$/i;
const PHONE = /^\+?[\d\s().\-/]{7,}(\s*(ext|x)\.?\s*\d+)?$/i;
const PLACE = /^[\p{Lu}][\p{L} .'-]*(,\s*[\p{L}][\p{L} .'-]*){0,3}$/u;

export function emptyContacts(): Contacts {
  return {
    email: '',
    phone: '',
    location: '',
    website: '',
    linkedin: '',
    github: '',
    otherLinks: [],
    rest: [],
  };
}

function tokensOf(lines: TextLine[]): string[] {
  const tokens: string[] = [];
  // A web address cut at the margin waits for the next line that starts with the rest of it.
  let openAt: number | undefined;
  for (const line of lines) {
    const pieces = line.runs.flatMap((run) => run.text.split(SEPARATORS)).map((piece) => piece.trim());
    for (const [index, piece] of pieces.filter(Boolean).entries()) {
      const isRest = index === 0 && openAt !== undefined && /^[\w\-./~%?#=&]+$/.test(piece);
      if (isRest && openAt !== undefined) {
        tokens[openAt] += piece;
        openAt = undefined;
      } else tokens.push(piece);
    }
    const last = tokens.at(-1) ?? '';
    if (/^((https?:\/\/|www\.)\S*|[\w-]+(\.[\w-]+)+\/\S*)[./:-]$/i.test(last)) openAt = tokens.length - 1;
  }
  return tokens;
}

const digits = (text: string) => text.replace(/\D/g, '').length;

const EMBEDDED = [
  /\S+@\S+\.[a-z]{2,}/i,
  /(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)+\/\S*/i,
  /\+?\(?\d[\d\s().-]{5,}\d/,
];

/**
 * Contacts set apart by space alone ('ada@example.com (555) 555-0142 London, UK'): the e-mail, links and
 * phone are taken out by their form, and what is left is one more piece.
 */
function splitRunTogether(token: string): string[] {
  if (!/\s/.test(token) || !EMBEDDED.some((pattern) => pattern.test(token))) return [token];
  const pieces: string[] = [];
  let rest = token;
  for (const pattern of EMBEDDED) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    rest = rest.replace(global, (found) => {
      pieces.push(found);
      return '  ';
    });
  }
  const left = rest
    .split(/\s{2,}/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  return pieces.length > 0 ? [...pieces, ...left] : [token];
}

export function readContacts(lines: TextLine[], into: Contacts = emptyContacts()): Contacts {
  for (const raw of tokensOf(lines).flatMap(splitRunTogether)) {
    const label = LABEL.exec(raw)?.[1]?.toLowerCase();
    const token = raw.replace(LABEL, '').replace(/[,;]$/, '').trim();
    if (!token) continue;
    const email = EMAIL.exec(token)?.[1];
    if (email) {
      into.email ||= email;
    } else if (URL.test(token) && !/^\d/.test(token)) {
      if (/linkedin\.com/i.test(token)) into.linkedin ||= token;
      else if (/github\.com/i.test(token)) into.github ||= token;
      else if (!into.website) into.website = token;
      else into.otherLinks.push(token);
    } else if (PHONE.test(token) && digits(token) >= 7) {
      into.phone ||= token;
    } else if (!into.location && (label === 'address' || label === 'location' || label === 'city')) {
      into.location = token;
    } else if (!into.location && PLACE.test(token) && token.includes(',') && token.length <= 60) {
      into.location = token;
    } else into.rest.push(token);
  }
  return into;
}

/** A lone place without a comma ('London', 'Remote') counts only where a place is expected. */
export function isPlace(text: string): boolean {
  return PLACE.test(text.trim()) && text.trim().length <= 60;
}
