import { verbBase } from '../action-verbs';
import { JUDGED_WORD_COMPOUNDS } from '../data/judged-word-compounds';
import { SPECIFIC_NOUNS } from '../data/specific-nouns';
import { THING_NOUNS } from '../data/thing-nouns';
import { readWords, type Word } from '../language/english';
import {
  ACTIVITY_HEAD,
  ACTIVITY_NOUNS,
  JUDGING_OPENERS,
  NOT_CLASSIFYING_ADJECTIVES,
  NOT_SKILL_NOUNS,
  PLACE_NAMES,
  SKILL_GOVERNORS,
} from './ad-candidate-words';
import { acronyms, divisions, names } from './ad-names';
import {
  type AdCandidate,
  type CandidateContext,
  dutyStartBefore,
  isCapitalised,
  isShoutedLine,
  isWord,
  lineStartBefore,
  looksLikeAcronym,
  nounLemma,
  phrase,
} from './ad-phrase';
import { rareWords } from './ad-rare-words';

/**
 * Skills an ad asks for that no list has heard of, found from the ad's language (issue 31 item 1, ADR 0083).
 * A phrase is a skill on evidence, never for being a noun:
 * - an acronym ('CEQA', 'FMLA', 'CM/ECF', 'SHRM-CP'),
 * - a product or proper name where a tool stands ('in Relativity', 'using Looker Studio', 'ArcGIS'),
 * - a compound naming an activity or a field ('usability testing', 'legal research', 'document reviews'),
 * - a noun phrase governed by 'experience with', 'knowledge of', 'proficiency in', 'certified in' ..., or
 *   written before 'experience', 'coursework' ('hospice care experience'),
 * - the members of a list in which one member is a skill on the evidence above ('hematology, clinical
 *   chemistry, microbiology and blood bank').
 * The text given is the ad's requirement text (boilerplate already blanked), so positions quote the ad.
 */

/** Nouns of a credential: with a noun of trade or field before them they name one ('pharmacist license'). */
const CREDENTIAL_HEADS = new Set(['license', 'licence', 'licensure', 'certification']);
/** A single noun that names a field of knowledge is a skill by itself: 'hematology', 'radiography'. */
const FIELD_OF_KNOWLEDGE = /(?:ology|ography)$/;
/** A field of knowledge or an imaging procedure, a skill by itself wherever it stands: 'cartography', 'fluoroscopy'. */
const FIELD_OR_PROCEDURE = /(?:ology|ography|scopy)$/;
/** Words in -ology of every ad's language, no field: 'new technology', 'our methodology'. */
const GENERAL_OLOGY = new Set([
  'technology',
  'methodology',
  'terminology',
  'ideology',
  'apology',
  'chronology',
]);
/** Adjectives that classify rather than judge ('legal research', 'clinical chemistry', 'surgical assisting'). */
const RELATIONAL_ADJECTIVE = /(?:al|ic|ive|ary|ory)$/;

function isActivityNoun(word: Word): boolean {
  const lemma = word.lemma;
  return (
    (word.pos === 'NOUN' || word.pos === 'PROPN') &&
    (ACTIVITY_HEAD.test(lemma) || ACTIVITY_NOUNS.has(lemma)) &&
    !NOT_SKILL_NOUNS.has(lemma)
  );
}

/** People a skill is done for: no skill alone, but they classify one ('patient counseling', 'customer onboarding'). */
const SERVED_PEOPLE = new Set(['patient', 'customer', 'client']);

function isModifier(word: Word, text: string): boolean {
  if (
    (NOT_SKILL_NOUNS.has(word.lemma) && !SERVED_PEOPLE.has(word.text.toLowerCase())) ||
    !/^[\p{L}-]+$/u.test(word.text)
  )
    return false;
  // Attached by a hyphen to the word before ('60-attorney', 'in-house'), it belongs to that word.
  if (/[-\u2010-\u2015]/.test(text.charAt(word.start - 1))) return false;
  if (word.pos === 'NOUN') return true;
  // 'Arizona real estate license': a state's name says where the licence holds, not what it is for.
  if (PLACE_NAMES.has(word.text)) return false;
  // A duty line starts with a verb ('Reviews site plans'); a singular capitalised noun there is a noun ('Trial preparation').
  if (
    word.pos === 'PROPN' &&
    lineStartBefore(text, word.start) &&
    !looksLikeAcronym(word) &&
    !/s$/.test(word.text) &&
    !NOT_CLASSIFYING_ADJECTIVES.has(word.lemma) &&
    !JUDGING_OPENERS.has(word.lemma)
  )
    return true;
  return (
    word.pos === 'ADJ' && RELATIONAL_ADJECTIVE.test(word.lemma) && !NOT_CLASSIFYING_ADJECTIVES.has(word.lemma)
  );
}

/**
 * The second verb of a duty that opens with two ('Draft and proof discovery requests', 'Build and test
 * prototypes'): a base-form word after 'and', 'or' or a comma that follows the duty's opening verb.
 */
function isCoordinatedDutyVerb(text: string, words: readonly Word[], at: number): boolean {
  const joint = words[at - 1];
  const before = words[at - 2];
  if (!joint || !before || !['and', 'or', ','].includes(joint.text.toLowerCase())) return false;
  if (verbBase(before.text) !== before.text.toLowerCase() || !/^\p{L}+$/u.test(before.text)) return false;
  return dutyStartBefore(text, before.start) || isCoordinatedDutyVerb(text, words, at - 2);
}

/**
 * A word in a verb's place: a base-form verb opening a duty or a sentence, or after 'to', followed by its
 * object ('Audit freight invoices', '; troubleshoot instruments') or by 'and' / the sentence's end as the
 * tagger reads a verb ('Troubleshoot and repair.', 'to forecast, manage labor').
 */
function isVerbInPlace(text: string, words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  if (verbBase(word.text) !== word.text.toLowerCase() || looksLikeAcronym(word)) return false;
  const before = words[i - 1];
  const opens = dutyStartBefore(text, word.start) || !before || before.sentence !== word.sentence;
  const afterTo = before?.lemma === 'to';
  if (!opens && !afterTo) return false;
  const next = words[i + 1];
  const object =
    next !== undefined &&
    next.sentence === word.sentence &&
    ['DET', 'PRON', 'NOUN', 'PROPN', 'NUM'].includes(next.pos);
  // 'manage labor to budget' ends on a noun: alone after 'to', the word may be either.
  const alone = !next || next.sentence !== word.sentence || ['CCONJ', 'PUNCT'].includes(next.pos);
  return object || (opens && alone && word.pos === 'VERB');
}

/** 'usability testing', 'legal research', 'land use planning': up to two classifying words and an activity. */
function compounds(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const head = words[i] as Word;
    // 'Surgical assisting,': a gerund ending its phrase is a noun of activity the tagger read as a verb.
    const gerund =
      /ing$/.test(head.text) &&
      (isNounTaggedAsVerb(words, i) || opensItemBeforePreposition(text, words, i)) &&
      !NOT_SKILL_NOUNS.has(head.text.toLowerCase());
    // In the plural, a noun whose first sense is a thing names things made or handled ('production drawings',
    // 'import documents', 'zoning regulations'), not an activity ('document reviews', 'public hearings').
    const plural = head.pos !== 'VERB' && head.text.toLowerCase() !== head.lemma && /s$/.test(head.text);
    if (plural && THING_NOUNS.has(head.lemma)) continue;
    const credential = CREDENTIAL_HEADS.has(head.lemma);
    if (!isActivityNoun(head) && !gerund && !credential) continue;
    let from = i;
    while (from > i - 3 && from > 0) {
      const before = words[from - 1] as Word;
      if (before.sentence !== head.sentence || (words[from] as Word).start - before.end > 1) break;
      if (
        !isModifier(before, text) &&
        !(credential && from < i && isJudgedCompound(before, words[from] as Word))
      )
        break;
      from -= 1;
    }
    // A duty opens with a verb the tagger may read as a noun: 'Review drawings', 'Use de-escalation', '...;
    // check import documents', 'to guide decisions', 'models that guide decisions'.
    const opening = words[from] as Word;
    const afterTo = ['to', 'that', 'which', 'who'].includes(words[from - 1]?.text.toLowerCase() ?? '');
    if (
      from < i &&
      (((dutyStartBefore(text, opening.start) || afterTo) &&
        verbBase(opening.text) === opening.text.toLowerCase()) ||
        isCoordinatedDutyVerb(text, words, from))
    )
      from += 1;
    // 'e-discovery', 'de-escalation', 'cross-training': a prefix joined by a hyphen makes one word a compound.
    const prefixed = /^[a-z]{1,5}-\p{Ll}{4,}$/iu.test(head.text) && head.pos === 'NOUN';
    // 'fluoroscopy', 'cartography', 'topology': a field of knowledge or a procedure is a skill by itself.
    const field =
      FIELD_OR_PROCEDURE.test(head.lemma) &&
      !GENERAL_OLOGY.has(head.lemma) &&
      head.pos === 'NOUN' &&
      !/\p{Lu}/u.test(head.text);
    if (from === i && !prefixed && !field) continue;
    // A licence names its trade or field by a noun ('pharmacist license', 'teaching license'); 'active license' and
    // 'CPR certification' (the acronym is the skill) do not.
    if (credential && !words.slice(from, i).some((w) => w.pos === 'NOUN' && !looksLikeAcronym(w))) continue;
    // 'drug utilization review': the compound goes on to a further activity, which is its head.
    const next = words[i + 1];
    if (next && next.start - head.end === 1 && next.sentence === head.sentence && isActivityNoun(next))
      continue;
    // 'Aircraft Maintenance Technician', 'the Aircraft Maintenance Manual': capitalised words that go on capitalised
    // are a title's, not an activity.
    const titled =
      /^\p{Lu}/u.test(head.text) &&
      next !== undefined &&
      next.start - head.end === 1 &&
      /^\p{Lu}\p{Ll}/u.test(next.text);
    if (titled) continue;
    found.push(phrase(text, words.slice(from, i + 1), 'compound'));
  }
  return found;
}

/**
 * 'real estate', 'general ledger', 'working capital': a word the reader takes for a judgement ('real', 'general',
 * 'working') that WordNet makes one noun with the next. Before a credential it names the licence's field ('Arizona
 * real estate license' is a real estate license, not an 'estate license').
 */
const isJudgedCompound = (first: Word, second: Word) =>
  second.start - first.end === 1 &&
  JUDGED_WORD_COMPOUNDS.has(`${first.text.toLowerCase()} ${second.text.toLowerCase()}`);

/**
 * 'Crop scouting through the season', 'Recipe costing for every item': a list item that opens with a noun and a
 * gerund followed by a preposition names an activity; the gerund takes no object.
 */
function opensItemBeforePreposition(text: string, words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  const before = words[i - 1];
  const next = words[i + 1];
  return (
    word.pos === 'VERB' &&
    before !== undefined &&
    before.sentence === word.sentence &&
    lineStartBefore(text, before.start) &&
    next?.pos === 'ADP' &&
    next.sentence === word.sentence
  );
}

/**
 * The tagger reads some plural nouns and gerunds after a noun as verbs ('privilege logs', 'Bates numbering'): a
 * verb in -s or -ing that takes no object (the phrase ends after it) is the noun phrase's head.
 */
function isNounTaggedAsVerb(words: readonly Word[], i: number): boolean {
  const word = words[i] as Word;
  const next = words[i + 1];
  const ends = !next || next.sentence !== word.sentence || ['PUNCT', 'CCONJ', 'SYM'].includes(next.pos);
  return word.pos === 'VERB' && /(?:s|ing)$/.test(word.text) && ends;
}

/** A short noun phrase from `at`: classifying words and nouns, up to four; the index after it. */
function nounPhraseAt(text: string, words: readonly Word[], at: number): { words: Word[]; next: number } {
  const taken: Word[] = [];
  let i = at;
  // Judging adjectives before a phrase are not part of the skill ('strong Excel', 'solid understanding').
  while (words[i]?.pos === 'ADJ' && !RELATIONAL_ADJECTIVE.test((words[i] as Word).lemma)) i += 1;
  while (i < words.length && taken.length < 4) {
    const word = words[i] as Word;
    // A phrase ends with its sentence or line: the next line's heading is not part of it.
    if (taken.length > 0 && word.sentence !== (taken[0] as Word).sentence) break;
    const joined = taken.length > 0 && /^[-/]$/.test(word.text) && words[i + 1]?.start === word.end;
    if (joined) {
      taken.push(word, words[i + 1] as Word);
      i += 2;
      continue;
    }
    // A participle the tagger took for a noun ('..., orchestrated with Airflow') ends a phrase.
    const isParticiple = /^[a-z]{4,}[^e]ed$/.test(word.text);
    const noun =
      (['NOUN', 'PROPN', 'X'].includes(word.pos) && !isParticiple) ||
      (word.pos === 'ADJ' && isModifier(word, text));
    if (!noun && !(taken.length > 0 && isNounTaggedAsVerb(words, i))) break;
    if (!isWord(word)) break;
    taken.push(word);
    i += 1;
  }
  return { words: taken, next: i };
}

/** The members of a coordinated list starting at `at`: 'A, B and C', 'A or B'. */
function listAt(text: string, words: readonly Word[], at: number): Word[][] {
  const members: Word[][] = [];
  let i = at;
  while (i < words.length) {
    const { words: member, next } = nounPhraseAt(text, words, i);
    if (member.length === 0) break;
    members.push(member);
    const joint = words[next];
    if (!joint || joint.sentence !== (member[0] as Word).sentence) break;
    if (joint.text === ',' || joint.text === '/') {
      i = next + 1;
      if (['and', 'or'].includes(words[i]?.lemma ?? '')) i += 1;
    } else if (['and', 'or'].includes(joint.lemma)) i = next + 1;
    else break;
  }
  return members;
}

/**
 * A list member or governed phrase that can stand as a skill. One lower-case word ('panels', 'coordination',
 * 'interviews') is a common noun, not a skill on the ad's evidence, unless it names a field of knowledge, or
 * (`specificToo`, in a list of specific nouns) is a specific noun itself ('titanium').
 */
const usable = (member: readonly Word[], specificToo = false) => {
  const last = member[member.length - 1];
  if (!last || NOT_SKILL_NOUNS.has(nounLemma(last))) return false;
  const only = member.length === 1 ? last : undefined;
  return (
    !only ||
    /\p{Lu}/u.test(only.text) ||
    FIELD_OF_KNOWLEDGE.test(only.lemma) ||
    (specificToo && isSpecificNoun(only))
  );
};

/**
 * A lower-case noun that says one specific thing (SPECIFIC_NOUNS, from WordNet): 'titanium', 'calipers',
 * 'croissants', 'fungicides'. The tagger's lemma is tried, then the written word less its plural ending; a plural
 * the tagger took for a verb ('soybeans') counts too.
 */
function isSpecificNoun(word: Word): boolean {
  if (!/^\p{Ll}+$/u.test(word.text)) return false;
  if (!['NOUN', 'PROPN'].includes(word.pos) && !(word.pos === 'VERB' && /s$/.test(word.text))) return false;
  const written = word.text;
  const forms = [
    word.lemma,
    written,
    written.replace(/s$/, ''),
    written.replace(/es$/, ''),
    written.replace(/ies$/, 'y'),
  ];
  return forms.some((form) => SPECIFIC_NOUNS.has(form) && !NOT_SKILL_NOUNS.has(form));
}

/** Noun phrases after 'experience with', 'knowledge of', 'proficiency in', 'certified in' ... */
function governed(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length - 2; i += 1) {
    const governor = words[i] as Word;
    const preposition = words[i + 1] as Word;
    if (!SKILL_GOVERNORS.has(governor.lemma) || !['with', 'in', 'of', 'using'].includes(preposition.lemma))
      continue;
    let at = i + 2;
    while (['DET', 'PRON'].includes(words[at]?.pos ?? '')) at += 1;
    for (const member of listAt(text, words, at)) {
      if (usable(member)) found.push(phrase(text, member, 'governed'));
    }
  }
  return found;
}

/** Nouns after which the phrase before them names what was learnt: 'hospice care experience', 'GAAP coursework'. */
const LEARNT_AFTER = new Set(['experience', 'coursework', 'background', 'expertise', 'knowledge']);

/**
 * The noun phrase right before 'experience', 'coursework' ... ('SolidWorks modeling experience', 'hospice care
 * experience'): the governor written after what it governs, as 'experience with' governs what follows it.
 */
function governedBefore(text: string, words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const governor = words[i] as Word;
    // 'Required Professional Experience license': capitalised, it is a part of a name.
    if (!LEARNT_AFTER.has(governor.text)) continue;
    let from = i;
    while (from > i - 3 && from > 0) {
      const before = words[from - 1] as Word;
      if (before.sentence !== governor.sentence || (words[from] as Word).start - before.end !== 1) break;
      const noun =
        (['NOUN', 'PROPN'].includes(before.pos) && isWord(before)) ||
        isNounTaggedAsVerb(words, from - 1) ||
        (before.pos === 'VERB' && /ing$/.test(before.text) && from < i);
      if (!noun || NOT_SKILL_NOUNS.has(before.lemma) || !/^[\p{L}-]+$/u.test(before.text)) break;
      from -= 1;
    }
    if (from === i) continue;
    let member = words.slice(from, i);
    const first = member[0] as Word;
    // 'Strong experience', 'Healthcare experience': one capitalised word opening a line judges or places.
    if (member.length === 1 && lineStartBefore(text, first.start) && !looksLikeAcronym(first)) continue;
    if (dutyStartBefore(text, first.start) && verbBase(first.text) === first.text.toLowerCase()) continue;
    // 'SolidWorks modeling experience': a name and the work done in it; the name is what is searched for.
    const last = member[member.length - 1] as Word;
    if (member.length === 2 && isCapitalised(first) && !looksLikeAcronym(first) && /ing$/.test(last.text))
      member = [first];
    if (usable(member))
      found.push(phrase(text, member, member.length === 1 && isCapitalised(first) ? 'name' : 'governed'));
  }
  return found;
}

/** Verbs whose object is an activity done as a skill: 'conduct investigations', 'administer immunizations'. */
const ACTIVITY_VERBS = new Set(['perform', 'conduct', 'administer']);

/**
 * A single activity noun as the object of 'perform', 'conduct' or 'administer' ('conduct investigations',
 * 'Perform calibration'): the verb says it is work done with skill, though one common noun is no skill elsewhere.
 */
function performed(words: readonly Word[]): AdCandidate[] {
  const found: AdCandidate[] = [];
  for (let i = 0; i < words.length - 1; i += 1) {
    const verb = words[i] as Word;
    if (!ACTIVITY_VERBS.has(verb.lemma) && !ACTIVITY_VERBS.has(verbBase(verb.text) ?? '')) continue;
    const object = words[i + 1] as Word;
    const after = words[i + 2];
    const ends =
      !after || after.sentence !== object.sentence || ['PUNCT', 'CCONJ', 'ADP'].includes(after.pos);
    const plural = object.text.toLowerCase() !== object.lemma;
    if (!ends || !isActivityNoun(object) || (plural && THING_NOUNS.has(object.lemma))) continue;
    if (object.sentence !== verb.sentence || /\p{Lu}/u.test(object.text)) continue;
    found.push({
      term: object.text,
      label: object.lemma,
      lemmas: [object.lemma],
      start: object.start,
      end: object.end,
      evidence: 'compound',
    });
  }
  return found;
}

/**
 * Every list in which one member is already a skill (found from the ad's language, or named by the vocabulary)
 * brings its other members. So does a list whose members are mostly specific nouns ('aluminum, stainless, Inconel
 * and titanium', 'fungicides and insecticides'): there each specific noun is a skill by itself, though one
 * lower-case noun is none elsewhere.
 */
function listsAround(
  text: string,
  words: readonly Word[],
  known: readonly { start: number; end: number }[],
): AdCandidate[] {
  const found: AdCandidate[] = [];
  const isKnown = (member: readonly Word[]) =>
    known.some(
      (c) => c.start <= (member[0] as Word).start && c.end >= (member[member.length - 1] as Word).end,
    ) ||
    // A field of knowledge ('hematology', 'microbiology') is a skill by itself; other single nouns are not.
    (member.length === 1 && FIELD_OF_KNOWLEDGE.test((member[0] as Word).lemma));
  for (let i = 0; i < words.length; i += 1) {
    const previous = words[i - 1];
    // A list starts after a word that is not part of a noun phrase.
    if (previous && (['NOUN', 'PROPN', 'ADJ', 'X'].includes(previous.pos) || previous.text === ',')) continue;
    const members = listAt(text, words, i);
    const specific = members.filter((m) => m.length === 1 && isSpecificNoun(m[0] as Word)).length;
    const ofSpecificNouns = specific >= 2 && 2 * specific >= members.length;
    // Two specific nouns joined ('fungicides and insecticides') are a list too; two other words are not.
    const specificPair = members.length === 2 && specific === 2;
    if (!specificPair && (members.length < 3 || !(ofSpecificNouns || members.some(isKnown)))) continue;
    for (const member of members)
      if (usable(member, ofSpecificNouns)) found.push(phrase(text, member, 'list'));
    i += members.reduce((sum, m) => sum + m.length, 0);
  }
  return found;
}

/** What 'is a ...' says of a requirement rather than of a company: 'is a plus', 'is an advantage'. */
const VALUED_AS = new Set(['plus', 'bonus', 'must', 'advantage', 'asset', 'requirement', 'prerequisite']);

function outsideParentheses(list: readonly Word[]): Word[] {
  let depth = 0;
  return list.filter((w) => {
    if (w.text === '(') depth += 1;
    else if (w.text === ')') depth = Math.max(0, depth - 1);
    return depth === 0 && w.text !== ')';
  });
}

/**
 * Sentences about the employer rather than the job: 'we' without 'you' ('We are a tech-first insurer offering
 * ...'), or a name introduced by 'is a' ('Ridgeline is a union contractor working on schools, hospitals ...').
 * What the company sells or serves is not what the job asks for.
 */
function employerSentences(
  words: readonly Word[],
  employerWords: ReadonlySet<string>,
): { about: Set<number>; describing: Set<number> } {
  const bySentence = new Map<number, Word[]>();
  for (const word of words) {
    const list = bySentence.get(word.sentence);
    if (list) list.push(word);
    else bySentence.set(word.sentence, [word]);
  }
  const about = new Set<number>();
  const describing = new Set<number>();
  for (const [sentence, list] of bySentence) {
    const lower = list.map((w) => w.text.toLowerCase());
    const addressesReader = lower.some((w) => w === 'you' || w === 'your' || w === "you'll");
    // '(we pay!)' beside a requirement is an aside: the sentence is still about the job.
    // 'our' inside a duty ('work orders in our CMMS') is the job's; 'Our plant runs ...' is the employer's.
    const speaksAsEmployer = outsideParentheses(list).some(
      (w, k) =>
        w.pos === 'PRON' && (/^(we|us|ours|we're|we've)$/i.test(w.text) || (k < 2 && /^our$/i.test(w.text))),
    );
    const introduces = list.slice(1, 8).some(
      (w, k) =>
        ['is', 'are'].includes(w.lemma === 'be' ? w.text : '') &&
        ['a', 'an'].includes(list[k + 2]?.text ?? '') &&
        // '(e.g. HCCP, TCS) is a plus': a requirement weighed, not the employer introduced.
        !VALUED_AS.has(list[k + 3]?.lemma ?? ''),
    );
    // 'For 70 years Coldwater has built pumps for municipal water, food processing ...': the employer by name.
    const namesEmployer = list.some(
      (w) => /^\p{Lu}/u.test(w.text) && employerWords.has(w.text.toLowerCase()),
    );
    // 'Represent Meridian in sponsor meetings and FDA/EMA interactions': a duty opening with its verb names the
    // employer it is done for, it does not describe it.
    const opening = list.find((w) => /\p{L}/u.test(w.text));
    const isDuty =
      opening !== undefined &&
      opening.pos === 'VERB' &&
      verbBase(opening.text) === opening.text.toLowerCase();
    if (!addressesReader && !isDuty && (speaksAsEmployer || introduces || namesEmployer)) about.add(sentence);
    // A duty says 'our patients' and 'our HRIS' too; only 'we' as the subject, or the employer introduced by
    // name, is the company describing itself.
    // 'We are seeking a Project Manager to lead ...' is about the job; '(we use Gusto)' inside a duty is not the
    // sentence's subject.
    const weDo =
      list.slice(0, 3).some((w) => /^(we|we're|we've)$/i.test(w.text)) &&
      !list.some((w) => /^(seek|look|hire|need|want|search)$/.test(w.lemma));
    if (!addressesReader && (weDo || introduces || namesEmployer)) describing.add(sentence);
  }
  return { about, describing };
}

export interface AdReading {
  candidates: AdCandidate[];
  /**
   * Whether the one word at this position is a verb the ad tells the worker to do ('Audit freight invoices',
   * '; troubleshoot instruments', 'to forecast'), not a skill it names, though a list may know the word.
   */
  isDutyVerb: (at: number) => boolean;
  /**
   * Whether the one word at this position describes the noun after it ('our hydraulic lab') rather than naming a
   * skill ('hydraulics').
   */
  describesNoun: (at: number, text: string) => boolean;
  /**
   * Whether the ad's character at this position is in a sentence where the employer describes itself ('we' as
   * the subject, or its name introduced), not in a duty that mentions 'our patients'.
   */
  aboutEmployer: (at: number) => boolean;
  /** Whether the one word at this position is read as a verb ('react when a process drifts'). */
  isVerb: (at: number) => boolean;
}

/** The ad read once: its skill candidates, and where it speaks of the employer (for vocabulary hits too). */
export function readAd(text: string, context: CandidateContext): AdReading {
  const words = readWords(text);
  const { about: employer, describing } = employerSentences(words, context.employerWords ?? new Set());
  const sentenceOf = new Map(words.map((w) => [w.start, w.sentence]));
  const coded = acronyms(text, words);
  const named = [...coded, ...divisions(text, words, coded)];
  const evidenced = [
    ...named,
    ...names(text, words, context, new Set(named.map((c) => c.end))),
    ...compounds(text, words),
    ...performed(words),
    ...rareWords(words),
  ];
  const all = [
    ...evidenced,
    ...governed(text, words),
    ...governedBefore(text, words),
    ...listsAround(text, words, [...evidenced, ...(context.knownSpans ?? [])]),
  ];
  const candidates = all.filter(
    (c) =>
      !isShoutedLine(text, c.start) &&
      (c.term.length > 1 || (c.evidence === 'name' && /^[A-Z]$/.test(c.term))) &&
      (c.evidence === 'governed' || !employer.has(sentenceOf.get(c.start) ?? -1)),
  );
  // Hits start where words start: one lookup by position instead of a scan of the words per hit.
  const describingStarts = new Set(words.filter((w) => describing.has(w.sentence)).map((w) => w.start));
  const aboutEmployer = (at: number) => describingStarts.has(at);
  const indexAt = new Map(words.map((w, i) => [w.start, i]));
  const isDutyVerb = (at: number) => {
    const i = indexAt.get(at);
    return i !== undefined && isVerbInPlace(text, words, i);
  };
  const describesNoun = (at: number, written: string) => {
    const i = indexAt.get(at);
    const word = i === undefined ? undefined : words[i];
    if (!word || i === undefined) return false;
    const next = words[i + 1];
    return (
      written === word.text &&
      word.pos === 'ADJ' &&
      next?.pos === 'NOUN' &&
      next.sentence === word.sentence &&
      next.start === word.end + 1
    );
  };
  const isVerb = (at: number) => {
    const i = indexAt.get(at);
    return i !== undefined && words[i]?.pos === 'VERB';
  };
  return { candidates, aboutEmployer, isDutyVerb, describesNoun, isVerb };
}

export function adCandidates(text: string, context: CandidateContext): AdCandidate[] {
  return readAd(text, context).candidates;
}
