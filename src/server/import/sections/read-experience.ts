import { bodyToRichText } from './body-text';
import type { RawEntry } from './entries';
import { readEntryHead } from './entry-pieces';
import type { ExperienceInput, ReadContext } from './read-context';
import { companyScore, titleScore } from './roles';

/**
 * One job (or internship, or volunteering): the first two pieces are its title and employer, turned round
 * when the words say the employer came first; a missing or unconfirmed one is flagged for the review.
 */
export function readExperience(entry: RawEntry, path: string, context: ReadContext): ExperienceInput {
  const head = readEntryHead(entry.header);
  const { dates, pieces } = head;
  let location = head.location;
  let [first = '', second = ''] = pieces.map((piece) => piece.text);
  const isSwapped =
    second !== '' &&
    (titleScore(second) > titleScore(first) ||
      (companyScore(first) > companyScore(second) && titleScore(first) === 0));
  if (isSwapped) [first, second] = [second, first];
  const extra = pieces.slice(2).map((piece) => piece.text);
  // 'Deloitte, Turin, Italy' read whole as a place where the employer is missing: its first part is the employer.
  const place = location.split(', ');
  if (second === '' && place.length === 3) {
    second = place.shift() ?? '';
    location = place.join(', ');
  }
  const isSure = titleScore(first) > 0 || companyScore(second) > 0;
  if (!isSure || isSwapped) context.flag(`${path}.jobTitle`, `${path}.company`);
  if (second === '') context.flag(`${path}.company`);
  if (!dates) context.flag(`${path}.startDate`);
  if (extra.length > 0) context.flag(`${path}.description`);
  const description = bodyToRichText(entry.body);
  return {
    jobTitle: first,
    company: second,
    location: location || (extra[0] ?? ''),
    startDate: dates?.start ?? '',
    endDate: dates?.end ?? '',
    current: dates?.isCurrent ?? false,
    description,
  };
}
