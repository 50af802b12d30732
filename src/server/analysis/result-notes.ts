import { readWords, type Word } from './language/english';

/**
 * Notes that state a result with its subject first ('renewals went up 20%', 'churn down from 14% to 8%') as
 * the action that produced it ('increase renewals by 20%', 'reduce churn from 14% to 8%'), so the writer
 * opens the bullet with a verb instead of putting one in front of a sentence ('Manage renewals went up').
 * Only the direction of the change is read; every figure and word of the note stays.
 */

/** Verbs of change by direction, as lemmas; 'go' counts with 'up' or 'down'. */
const RISE = new Set(['rise', 'grow', 'increase', 'climb', 'improve', 'double', 'triple', 'jump', 'soar']);
const FALL = new Set(['fall', 'drop', 'decrease', 'decline', 'shrink', 'sink', 'dip', 'halve']);

const isSubjectWord = (word: Word) =>
  ['NOUN', 'PROPN', 'ADJ', 'NUM'].includes(word.pos) || /^[-/&]$/.test(word.text);

/** Where the change is said and which way, after a subject of nouns: the verb's index and how many words. */
function changeAfterSubject(words: readonly Word[]): { at: number; span: number; rise: boolean } | undefined {
  const isParticle = (word: Word | undefined) => /^(up|down)$/i.test(word?.text ?? '');
  // A noun the tagger reads as a verb in a fragment ('churn down', 'wait times dropped') may open the subject
  // in its base form; 'set up the till' is not a result: there the particle takes an object.
  const first = words[0];
  const nounAsVerb = first?.pos === 'VERB' && first.text.toLowerCase() === first.lemma;
  let at = nounAsVerb ? 1 : 0;
  while (at < words.length && isSubjectWord(words[at] as Word) && !isParticle(words[at])) at += 1;
  if (at === 0) return undefined;
  const hasNoun = words.slice(0, at).some((w) => w.pos === 'NOUN' || w.pos === 'PROPN');
  const verb = words[at];
  const particle = words[at + 1]?.text.toLowerCase();
  if (!verb) return undefined;
  const text = verb.text.toLowerCase();
  if (isParticle(verb)) {
    // A verb with an object before the particle is an action ('keep Workday up to date'), not a subject.
    if (nounAsVerb && at > 1) return undefined;
    const after = words[at + 1];
    const takesObject =
      after !== undefined &&
      !['NUM', 'PUNCT', 'SYM'].includes(after.pos) &&
      !/^(from|to|by)$/i.test(after.text);
    if (takesObject || (!hasNoun && !nounAsVerb)) return undefined;
    // 'set up, program and replace drives': a verb and its particle opening a list of actions, no result.
    if (nounAsVerb && at === 1 && after?.text === ',') return undefined;
    return { at, span: 1, rise: text === 'up' };
  }
  if (!hasNoun && !nounAsVerb) return undefined;
  if (verb.lemma === 'go' && (particle === 'up' || particle === 'down'))
    return { at, span: 2, rise: particle === 'up' };
  // Past or present with a subject ('rose', 'drops'); a base form is an instruction ('help grow sales').
  if (verb.pos !== 'VERB' || text === verb.lemma || !hasNoun) return undefined;
  if (RISE.has(verb.lemma)) return { at, span: 1, rise: true };
  if (FALL.has(verb.lemma)) return { at, span: 1, rise: false };
  return undefined;
}

/** Verbs that make their object go up or down ('got churn down', 'brought costs down', 'drove sales up'). */
const CAUSE_TO_MOVE =
  /^(got|gets?|getting|brought|brings?|bringing|drove|drives?|driving|pushed|push(?:es)?|pushing)$/i;

/**
 * 'got delinquency down to 1.2%' -> 'reduce delinquency to 1.2%': a verb that makes its object move, the object,
 * then 'up' or 'down' and the figure it reached (or nothing). Without a figure after 'to' it is an idiom ('got
 * the team up to speed').
 */
function causedChange(note: string): string | undefined {
  const m = /^(\S+)\s+((?:\S+\s+){0,4}?\S+)\s+(up|down)\b\s*(.*)$/i.exec(note.trim());
  if (!m) return undefined;
  const [, verb = '', object = '', direction = '', rest = ''] = m;
  if (!CAUSE_TO_MOVE.test(verb) || /[,;]/.test(object)) return undefined;
  const reached = rest === '' || /^\$?\d/.test(rest) || /^(to|from|by)\s+\S*\d/i.test(rest);
  if (!reached) return undefined;
  const sized = /^\$?\d/.test(rest) ? `by ${rest}` : rest;
  return [direction.toLowerCase() === 'up' ? 'increase' : 'reduce', object, sized].filter(Boolean).join(' ');
}

/** The note as an action when it states a result subject first; undefined when it does not. */
export function resultAsAction(note: string): string | undefined {
  const caused = causedChange(note);
  if (caused) return caused;
  const words = readWords(note);
  const change = changeAfterSubject(words);
  if (!change) return undefined;
  const written = note.slice(0, (words[change.at - 1] as Word).end).trim();
  // The note's capital was the sentence's, not the subject's ('Renewals went up'); names keep theirs.
  const subject = /^\p{Lu}\p{Ll}/u.test(written)
    ? written.charAt(0).toLowerCase() + written.slice(1)
    : written;
  const afterChange = words[change.at + change.span];
  let rest = afterChange ? note.slice(afterChange.start).trim() : '';
  // 'renewals went up and churn went down ...': the second result is an action too.
  const joined = /^(and|while)\s+(.*)$/i.exec(rest);
  if (joined) rest = `and ${resultAsAction(joined[2] as string) ?? joined[2]}`;
  // 'went up 20%' -> 'by 20%': a bare figure after the change is its size.
  const sized = afterChange?.pos === 'NUM' ? `by ${rest}` : rest;
  return [change.rise ? 'increase' : 'reduce', subject, sized].filter(Boolean).join(' ');
}
