import { escapeRegExp } from '../../../domain/escape-reg-exp';

/**
 * The employer an ad names for itself, for a letter whose request gives no company (issue 31): ads introduce
 * the employer in a few set frames ('About Northwind', 'Northwind is hiring', 'Join Northwind', 'At
 * Northwind, we ...', 'Northwind is a 60-bed clinic', a 'Northwind · Springfield' line). Only a capitalised
 * name in one of those frames counts; when none is found the letter names no employer rather than a stand-in.
 */

/** A word of a name: capitalised or a figure ('St.', 'O'Neil', '3M', 'Harlow-Brandt'). */
const WORD = String.raw`[A-Z0-9][\p{L}\p{N}'’.&-]*`;
/** Small words allowed inside a name ('Bank of Ohio', 'Harlow Brandt & Reyes'). */
const JOINER = '(?:&|and|of|the|for|de|la|du|von|van)';
const NAME = String.raw`${WORD}(?:[ \t]+(?:${JOINER}[ \t]+)?${WORD}){0,5}`;

/** The frames, most telling first. Each captures the name as group 1. */
/** An aside between a name and its verb: 'Verdant (DTC homewares) is hiring', 'The Inn — on the square — is'. */
const ASIDE = String.raw`(?:[ \t]*\([^)\n]*\)|[ \t]+[—–][^—–\n]*[—–])?`;
/** Where a sentence starts: the line's start or after a full stop. */
const START = String.raw`(?:^|[.!?][ \t]+)`;

/** The frames, most telling first. Each captures the name as group 1. */
const FRAMES: RegExp[] = [
  // A heading line: 'About Northwind' or 'About Northwind:'.
  new RegExp(String.raw`^[ \t]*About[ \t]+(${NAME})[ \t]*:?[ \t]*$`, 'gmu'),
  new RegExp(
    String.raw`${START}(${NAME})${ASIDE}[ \t]+(?:is|are)[ \t]+(?:hiring|looking|seeking|recruiting|growing)\b`,
    'gmu',
  ),
  new RegExp(String.raw`\bAt[ \t]+(${NAME}),[ \t]+(?:we|our|you)\b`, 'gmu'),
  new RegExp(String.raw`\bJoin[ \t]+(${NAME})(?=[ \t]*(?:[.,!;:–—-]|$|[ \t]+(?:as|and|in|on|to)\b))`, 'gmu'),
  // 'Northwind is a 60-bed clinic', 'Northwind, a family-owned firm, ...' at the start of a sentence.
  new RegExp(
    String.raw`${START}(${NAME})${ASIDE}(?:[ \t]+(?:is|has[ \t]+been|was[ \t]+founded)|,)[ \t]+(?:a|an|the|one|in|serving|keeping|helping)\b`,
    'gmu',
  ),
  // The equal-opportunity and benefits lines name the employer too.
  new RegExp(
    String.raw`${START}(${NAME})[ \t]+(?:does[ \t]+not[ \t]+discriminate|is[ \t]+an[ \t]+equal|offers|provides[ \t]+equal)\b`,
    'gmu',
  ),
  // A line that is a name and a place: 'Northwind Clinic · Springfield, IL', 'Northwind | Remote'.
  new RegExp(String.raw`^[ \t]*(${NAME})[ \t]+[·|][ \t]+\S`, 'gmu'),
];

/** Words that open sentences and headings, not names ('We are hiring', 'The role is a ...', 'About You'). */
const NOT_A_NAME = new Set(
  (
    'a an the this that these our we you your us it its they their he she job role position team company ' +
    'department location about who what why how here there summary overview responsibilities requirements ' +
    'benefits salary pay schedule shift candidate applicant ideal everyone each every all'
  ).split(' '),
);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function isName(name: string, role: string): boolean {
  const words = wordsOf(name);
  // 'The Wrenfield Hotel' is a name; 'The role' and 'Our team' are not.
  const head = words[0] === 'the' ? words[1] : words[0];
  if (head === undefined || NOT_A_NAME.has(head)) return false;
  // The role itself ('The Registered Nurse is a ...') or part of it is not the employer.
  const roleWords = new Set(wordsOf(role));
  return !words.every((word) => roleWords.has(word) || NOT_A_NAME.has(word));
}

/** 'OSTERIA VENTO' -> 'Osteria Vento': a shouted heading, not how the name is written in a letter. */
function calmCapitals(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name.replace(/\p{Lu}{4,}/gu, (word) => word[0] + word.slice(1).toLowerCase());
}

/**
 * The fullest form of a name the ad uses: a frame often holds the short form ('At Ridgeline, we ...') while a
 * heading or the equal-opportunity line spells it out ('Ridgeline Electric Inc.'). The longest run of
 * capitalised words the ad writes after the short form, on one line, none of them a word that opens a sentence
 * or the role's own.
 */
function fullName(ad: string, name: string, role: string): string {
  const longer = new RegExp(String.raw`${escapeRegExp(name)}((?:[ \t]+(?:&[ \t]+)?${WORD}){1,3})`, 'gu');
  const roleWords = new Set(wordsOf(role));
  let best = name;
  for (const match of ad.matchAll(longer)) {
    const extra = wordsOf(match[1] ?? '');
    if (extra.some((word) => NOT_A_NAME.has(word) || roleWords.has(word))) continue;
    const candidate = `${name}${(match[1] ?? '').replace(/[.’']+$/, '')}`.replace(/\s+/g, ' ');
    if (candidate.length > best.length) best = candidate;
  }
  return best;
}

/** The employer the ad names, or '' when none of the frames holds a name. */
export function employerFromAd(ad: string, role = ''): string {
  for (const frame of FRAMES) {
    for (const match of ad.matchAll(frame)) {
      const name = (match[1] ?? '').replace(/[.’']+$/, '').trim();
      if (isName(name, role)) return calmCapitals(fullName(ad, name, role));
    }
  }
  return '';
}
