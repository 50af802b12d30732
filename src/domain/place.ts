/**
 * The one line that names where a person lives, joined from the contact step's address, city and country
 * (live preview, PDF, DOCX, template cards). People often type the town twice ("Seattle, WA" as the address
 * and "Seattle" as the city); each place is named once, in the order typed.
 *
 * Every part is split at its commas; a piece that names a place already on the line is left out, whatever its
 * case or spacing. "Seattle WA 98101" and "Seattle" name the same place (a trailing state code or postcode
 * does not make another town), and the fuller piece is the one kept.
 */
export function joinPlace(parts: readonly (string | null | undefined)[]): string {
  const kept: string[] = [];
  for (const piece of parts.flatMap((part) => (part ?? '').split(','))) {
    const text = piece.trim().replace(/\s+/g, ' ');
    if (text === '') continue;
    const same = kept.findIndex((earlier) => namesSamePlace(earlier, text));
    if (same === -1) kept.push(text);
    else if (text.length > (kept[same] as string).length) kept[same] = text;
  }
  return kept.join(', ');
}

/** A two-letter code (WA, NY) or anything with a digit (98101, SW1A): what may follow a town's name. */
const CODE = /^(?:[A-Z]{2}|\S*\d\S*)$/;

/** The piece without trailing codes; the piece itself when it is nothing but codes ("WA" stays "WA"). */
function placeName(piece: string): string {
  const words = piece.split(' ');
  let end = words.length;
  while (end > 1 && CODE.test(words[end - 1] as string)) end -= 1;
  return words.slice(0, end).join(' ').toLocaleLowerCase();
}

function namesSamePlace(a: string, b: string): boolean {
  return a.toLocaleLowerCase() === b.toLocaleLowerCase() || placeName(a) === placeName(b);
}
