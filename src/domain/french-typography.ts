/**
 * French sets its high punctuation apart (issue 33): a narrow no-break space (U+202F) before ; ! ? and a
 * no-break space (U+00A0) before : and inside « », so a line never breaks before a question mark or starts
 * with a colon. Shared by the tests of the interface catalogs and of the mail texts.
 */
export const NARROW = '\u202f';
export const NO_BREAK = '\u00a0';

/** Where a message breaks the rule: placeholders, tags, addresses and times ('10:30') are not prose. */
export function frenchSpacingFaults(message: string): string[] {
  const prose = message
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/<\/?[\w-]+\s*\/?>/g, '')
    .replace(/\b[a-z][\w+.-]*:\/\/\S*/gi, '')
    .replace(/\d:\d/g, '0');
  const faults: string[] = [];
  for (const match of prose.matchAll(/(.)([;!?:])/gu)) {
    const [, before, mark] = match as unknown as [string, string, string];
    // A narrow no-break space is the rule before ; ! ? (a full one before :), but a full one is a common and
    // accepted choice there too: what must never be is a space a line can break at, or none.
    const wanted = [NO_BREAK, NARROW];
    // Runs of marks ('?!') share the space before the first.
    if ('!?;:'.includes(before)) continue;
    if (!wanted.includes(before)) faults.push(`'${before}${mark}'`);
  }
  for (const match of prose.matchAll(/«(.)|(.)»/gu)) {
    const inner = match[1] ?? match[2];
    if (inner !== NO_BREAK && inner !== NARROW) faults.push(`'${match[0]}'`);
  }
  return faults;
}
