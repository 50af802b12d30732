import type { RawEntry } from './entries';
import { readEntryHead } from './entry-pieces';
import { printedWordsPattern } from './printed-words';
import type { EducationInput, ReadContext } from './read-context';
import { isDegree, isSchool } from './roles';

/** The grade as English resumes write it, and as our templates print it in each language ('Media: 3.7'). */
const GPA = new RegExp(
  '(?:\\b(?:GPA|grade(?: point average)?)\\s*[:-]?' +
    // Another language's label counts only with its colon: 'Media: 3.7', not 'Social Media 2019'.
    `|(?<![\\p{L}])(?:${printedWordsPattern((words) => words.gpa)})\\s*:)` +
    '\\s*([\\d.,]+(?:\\s*\\/\\s*[\\d.]+)?)',
  'iu',
);
/** 'X in Y' as degree and field, with the word each resume language joins them by ('X en Y', 'X em Y'). */
const DEGREE_IN = new RegExp(
  `^(.+?)\\s+(?:${printedWordsPattern((words) => words.degreeIn)})\\s+(.+)$`,
  'iu',
);

/** One school: the degree and the school told apart by their words, 'X in Y' as degree and field, a GPA. */
export function readEducation(entry: RawEntry, path: string, context: ReadContext): EducationInput {
  const lines = [...entry.header, ...entry.body];
  const gpaLine = lines.find((line) => GPA.test(line.text));
  const gpa = gpaLine ? (GPA.exec(gpaLine.text)?.[1] ?? '') : '';
  const head = readEntryHead(entry.header);
  const cleaned = head.pieces.map((piece) => piece.text.replace(GPA, '').trim()).filter(Boolean);
  const texts = cleaned.length === 1 ? (cleaned[0] ?? '').split(', ') : cleaned;
  let institution = texts.find((text) => isSchool(text) && !isDegree(text)) ?? '';
  let degreeText = texts.find((text) => text !== institution && isDegree(text)) ?? '';
  const others = texts.filter((text) => text !== institution && text !== degreeText);
  if (!degreeText && !institution) {
    [degreeText = '', institution = ''] = others.splice(0, 2);
    context.flag(`${path}.degree`, `${path}.institution`);
  } else if (!institution) institution = others.shift() ?? '';
  else if (!degreeText) degreeText = others.shift() ?? '';
  // 'Bachelor of Science, Computer Science': a comma joins degree and field where a language prints no word.
  const byComma = /^(.+?),\s+(.+)$/u.exec(degreeText);
  const split =
    DEGREE_IN.exec(degreeText) ??
    (byComma && isDegree(byComma[1] as string) && !isSchool(byComma[2] as string) ? byComma : null);
  const isDegreeIn = Boolean(split?.[1] && split[2]);
  // Honours or coursework under a school have no field of their own: a warning keeps them from being lost.
  const body = entry.body.filter((line) => line !== gpaLine);
  if (body.length > 0) context.note(`${path}`, body.map((line) => line.text).join(' '));
  // One date on a school is when it ended (graduation); a range has both ends.
  const dates = head.dates;
  const isRange = Boolean(dates && (dates.end || dates.isCurrent));
  return {
    institution,
    degree: isDegreeIn ? (split?.[1] ?? '') : degreeText,
    field: isDegreeIn ? (split?.[2] ?? '') : (others[0] ?? ''),
    location: head.location,
    startDate: isRange ? (dates?.start ?? '') : '',
    endDate: isRange ? (dates?.end ?? '') : (dates?.start ?? ''),
    gpa,
  };
}
