import { verbBase } from './action-verbs';
import { NOUN_FIRST_VERBS } from './data/noun-first-verbs';
import { THING_NOUNS } from './data/thing-nouns';
import { readWords } from './language/english';
import { ACTIVITY_HEAD, ACTIVITY_NOUNS } from './match/ad-candidate-words';

/**
 * Noun phrases a note or bullet may open with, or list after 'and', whose first word is also a verb: 'chart
 * review', 'drain management', 'process improvement'. English puts a bare singular activity noun after a
 * noun that names what the activity is done to (review of charts, management of drains); a verb takes such a
 * noun as its object only with a determiner or as a plural of things ('chart the review', 'chart patient
 * vitals', 'order supplies', 'process invoices'). Neither the tagger (it reads 'I chart review' and 'I order
 * supplies' alike) nor a word list decides this; the shape of the next word and of the coordinated phrase do.
 */

/** 'audits' -> 'audit', 'analysis' stays. */
const singular = (word: string) => (/(?:ss|sis|xis|us)$/.test(word) ? word : word.replace(/s$/, ''));

/**
 * Whether a noun names an activity: shaped like one ('management', 'testing', 'inspection') or named as one
 * ('review', 'audit'), and not a thing first ('documents', 'shipments'); or a verb's base used as its noun
 * ('care', 'repair', 'support').
 */
export function namesActivity(word: string): boolean {
  const lower = word.toLowerCase();
  const w = singular(lower);
  if (!/^[a-z]{3,}$/.test(w) || THING_NOUNS.has(w)) return false;
  // A verb's base is an activity only as a mass noun ('care'); its plural counts things ('signs', 'supplies').
  return ACTIVITY_HEAD.test(w) || ACTIVITY_NOUNS.has(w) || (w === lower && verbBase(w) === w);
}

/** A bare singular activity noun ('review', 'management'), which a verb does not take as its object bare. */
export function isBareActivity(word: string | undefined): boolean {
  if (!word || !/^[a-z]+$/.test(word)) return false;
  const isPlural = /s$/.test(word) && !/(?:ss|sis|xis)$/.test(word);
  return !isPlural && namesActivity(word);
}

/**
 * Whether `words` (a phrase as typed, from a word that may be a verb) open with a noun compound listed with
 * another activity: 'chart review and shift audits', 'process improvement and vendor audits'. 'Chart patient
 * vitals', 'order supplies and process invoices' and 'chart the review' are verbs with their objects.
 */
export function opensActivityList(words: readonly string[]): boolean {
  const [first = '', next, joiner, ...after] = words.map((w) => w.toLowerCase());
  // A verb first takes activities as its object ('plan maintenance and repairs', 'lead training and ...').
  if (!NOUN_FIRST_VERBS.has(first) || !isBareActivity(next) || !/^(?:and|&)$/.test(joiner ?? ''))
    return false;
  // The other item: a noun phrase whose head, before any preposition or stop, names an activity too.
  const item: string[] = [];
  for (const word of after) {
    if (/^(?:for|of|on|in|at|to|with|by|per)$/.test(word)) break;
    item.push(word.replace(/[.,;:]$/, ''));
    if (/[.,;:]$/.test(word)) break;
  }
  const head = item[item.length - 1];
  return head !== undefined && item.length <= 3 && namesActivity(head);
}

/** Words after which a noun phrase has ended: 'drain management for ...', '... and'. */
const PHRASE_END = /^(?:for|of|on|in|at|to|with|by|per|across|during|after|before|and|or|&)$/i;

/** How often, said after the phrase it qualifies ('cycle counts weekly'): no part of the phrase. */
const HOW_OFTEN =
  /^(?:hourly|daily|nightly|weekly|biweekly|monthly|quarterly|yearly|annually|regularly)[.,;:]?$/i;

/**
 * The nouns that name the doing of a transitive verb, whose modifier is what it is done to ('drain management',
 * 'chart review', 'stock rotation'). Not gerunds, which verbs take as their objects ('track spending', 'order
 * testing'), nor '-ance' and '-ence' nouns, which mostly name a state kept or measured ('track attendance',
 * 'record compliance'), nor a verb's base used as a noun, which names a thing as often ('track budget').
 */
const EVENT_HEAD = /(?:ment|tion|sion)$/;

/**
 * Whether `words` (a note as typed) open with a noun compound, not a verb and its object: a noun first
 * ('chart', 'cycle', 'code') before a bare singular noun that names the doing of a verb ('chart review',
 * 'process improvement') or, for a word our verb tables do not list, before the plural of an event one
 * carries out (`namesEvent`: 'cycle counts', 'code reviews'), the pair ending its phrase (the note ends, or a preposition, 'and' or how often
 * follows). Such a verb would take the activity with a determiner ('chart the review') and the things it acts
 * on ('chart patient vitals', 'order supplies', 'process invoices').
 */
export function opensNounCompound(
  words: readonly string[],
  namesEvent: (plural: string) => boolean,
): boolean {
  const [first = '', next, following] = words.map((w) => w.toLowerCase());
  if (!NOUN_FIRST_VERBS.has(first) || next === undefined) return false;
  const head = next.replace(/[.,;:]$/, '');
  const endsPhrase =
    head !== next || following === undefined || PHRASE_END.test(following) || HOW_OFTEN.test(following);
  if (!endsPhrase) return false;
  const isPlural = /^[a-z]+s$/.test(head) && !/(?:ss|sis|xis|us)$/.test(head);
  const isActivity =
    !isPlural && !THING_NOUNS.has(head) && (EVENT_HEAD.test(head) || ACTIVITY_NOUNS.has(head));
  // Before a plural the evidence must be stronger: verbs of keeping and arranging take events as their objects
  // ('track audits', 'record interviews', 'book visits'), and our tables hold the verbs bullets open with; a noun
  // first that only the model reads as a verb ('cycle', 'code', 'site') is the compound's noun.
  return isActivity || (isPlural && verbBase(first) === undefined && namesEvent(head));
}

/**
 * Whether a word after 'and' starts a noun compound parallel to the phrase before the 'and': 'wound care and
 * drain management' (two activities named by what they are done to), not 'fire extinguishers and schedule
 * maintenance', 'the cart and order supplies' nor 'wound care and update care plans' (whose 'care' is no
 * head). `before` is the words before 'and', last one last; `after`, the words from the one that may be a verb;
 * `isNounList`, whether the note opened with no verb of its own; `sentence`, the bullet as far as it is
 * written, its opening verb first, and where in it the word after 'and' stands.
 */
export function continuesActivityList(
  before: readonly string[],
  after: readonly string[],
  isNounList: boolean,
  sentence?: { text: string; at: number },
): boolean {
  const [modifier, head] = before.slice(-2).map((w) => w.toLowerCase());
  const [first = '', next, following] = after;
  if (/\W$/.test(first) || !next || !modifier || !head) return false;
  const isHead = /[.,;:]$/.test(next) || following === undefined || PHRASE_END.test(following);
  if (!isHead || !isBareActivity(next.replace(/[.,;:]$/, ''))) return false;
  if (/^(?:the|a|an|this|that|these|those|their|his|her|its|our|my|all|each|every|\d.*)$/.test(modifier))
    return false;
  if (!namesActivity(head)) return false;
  // In a list the note opened with no verb ('wound care and drain management'), or for a noun first ('and chart
  // review'), the word is the noun. After a verb's object a verb first is read in its sentence, where the
  // coordination and the verb before decide: 'handled wound care and drain management' joins two objects of
  // 'handled', 'provided wound care and lead training' a second verb.
  if (isNounList || NOUN_FIRST_VERBS.has(first.toLowerCase())) return true;
  return sentence !== undefined && readsAsNoun(sentence.text, sentence.at);
}

/** Whether the English model reads the word at `at` in `text`, a sentence with its subject, as a noun. */
function readsAsNoun(text: string, at: number): boolean {
  return readWords(text).find((word) => word.start === at)?.pos === 'NOUN';
}
