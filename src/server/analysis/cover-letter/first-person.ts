import { noteVerbBase, pastTense } from '../action-verbs';
import { objectVerb } from '../choose-verb';
import { opensActivityList, opensNounCompound } from '../noun-compounds';
import { verbForm } from '../split-notes';

/**
 * A resume bullet as a clause a letter can say in the first person: 'Led a team of six' -> 'led a team of six'
 * (after 'I'), in the tense of the role ('Own a $4M budget' stays present for a current job, 'Manages the
 * till' becomes 'managed the till' for a past one). A bullet that does not open with a verb ('Python tool
 * that flags outliers') has no clause: the letter quotes it another way or not at all.
 */

export interface Clause {
  /** Lower-case verb first, no trailing period: 'led a team of six engineers'. */
  text: string;
}

const SUBJECT_FIRST = /^(i|we)\s+/i;
/** 'Responsible for the till' and 'Helped with stock' read as clauses once the missing verb is there. */
const RESPONSIBLE = /^responsible\s+for\s+/i;

export function toClause(bullet: string, isCurrent: boolean): Clause | undefined {
  const sentence = bullet
    .replace(/^[-*•–\s]+/, '')
    .replace(/[.;!\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!sentence) return undefined;
  const withoutSubject = sentence.replace(SUBJECT_FIRST, '');
  if (RESPONSIBLE.test(withoutSubject)) {
    return { text: `${isCurrent ? 'am' : 'was'} responsible for ${withoutSubject.replace(RESPONSIBLE, '')}` };
  }
  const [first = '', ...rest] = withoutSubject.split(' ');
  const word = first.replace(/[,:]$/, '');
  // A word in capitals after the first letter ('SQL', 'iOS') is a name, not a verb.
  if (/^.[A-Z]/.test(word)) return undefined;
  // 'Chart review and shift audits' lists activities; 'chart' is the noun they are done to, not a verb.
  if (opensActivityList(withoutSubject.split(' '))) return undefined;
  // 'Chart review for new admits', 'Cycle counts weekly' name an activity by what it is done to: no verb.
  const isEvent = (plural: string) => objectVerb(plural) === 'conduct';
  if (first === word && opensNounCompound(withoutSubject.split(' '), isEvent)) return undefined;
  // 'Wound care and ...' is no verb; 'Wound the cable ...' is: the next word decides a noun-first form.
  const next = first === word ? rest[0] : undefined;
  const form = verbForm(word, next);
  const base = noteVerbBase(word, next);
  let verb: string | undefined;
  if (form === 'past') verb = word.toLowerCase();
  else if (form === 'base' && base) verb = isCurrent ? base : pastTense(base);
  else if (form === 'third' && base) verb = isCurrent ? base : pastTense(base);
  else if (form === 'none' && /^[A-Za-z]+ed$/.test(word) && word.length > 4) verb = word.toLowerCase();
  if (!verb) return undefined;
  const trail = first.slice(word.length);
  return { text: [`${verb}${trail}`, ...rest].join(' ') };
}
