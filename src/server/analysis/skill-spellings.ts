import { isInLexicon } from './language/english';

/**
 * The spellings the resume's own skills list gives ('FieldView', 'Yardi Voyager', 'PS&E', 'Mazak'): the user
 * typed each as a name, on purpose and once, so the writer spells the same words so in the bullets it writes
 * from that user's careless notes ('built seeding scripts in fieldview'; issue 31 item 4). The user knows their
 * tools better than any list.
 *
 * Only a spelling that says more than a sentence's capitals is taken: capitals inside or after the first letter
 * ('DeepL', 'OpenRoads', 'Yardi Voyager', 'SQL'), a digit or a sign ('GA4', 'C++'), or one capitalised word that
 * is no English word ('Mazak'). 'Leadership', 'Storyline' or 'Customer service' are words a sentence uses too
 * ('showed leadership'); re-casing them in prose would be wrong more often than right.
 * Keys in lower case, values as the user wrote them, as namesAsWritten gives.
 */
export function skillSpellings(skillNames: readonly string[]): Record<string, string> {
  const spellings: Record<string, string> = {};
  for (const raw of skillNames) {
    const name = raw.trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > 60 || name === name.toLowerCase()) continue;
    const says =
      /.\p{Lu}/u.test(name) ||
      /\d|[+#&/.]/.test(name) ||
      (/^\p{Lu}\p{Ll}+$/u.test(name) && !isInLexicon(name.toLowerCase()));
    if (says) spellings[name.toLowerCase()] = name;
  }
  return spellings;
}
