import { escapeRegExp } from '../../../domain/escape-reg-exp';
import { employerFromAd } from '../cover-letter/employer-from-ad';
import { type AdReading, readAd } from './ad-candidates';
import type { AdCandidate } from './ad-phrase';
import { requirementText } from './ad-sections';
import { titleFromAd } from './job-title';
import { type TermHit, vocabularyIndex } from './term-index';
import { tokenize } from './tokens';
import type { SkillKind } from './vocabulary';

/** A skill the ad asks for, in the ad's own words, with its canonical label and how often the ad says it. */
export interface JobTerm {
  term: string;
  label: string;
  kind: SkillKind;
  count: number;
  /**
   * Set for a skill found from the ad's language rather than the vocabulary (ad-candidates.ts): its words as
   * lemmas, which a resume's lemmas are compared with ('scheduled depositions' holds 'deposition').
   */
  lemmas?: string[];
}

export interface RepeatedWord {
  word: string;
  count: number;
}

const STOPWORDS = new Set(
  `a about above across after all also an and any are as at be because been being but by can could do does
  each either etc for from had has have having how if in including into is it its just like may more most must
  no not of on one or other our out over per plus same should so some such than that the their them then there
  these they this those through to too under up upon us using via was we well were what when where which while
  who whom will with within without would you your yours able across ability years year experience work working
  job role team new make including strong skills skill required requirements preferred plus least minimum`
    .split(/\s+/)
    .filter(Boolean),
);

export interface JobTerms {
  hard: JobTerm[];
  soft: JobTerm[];
  repeatedWords: RepeatedWord[];
  requirementText: string;
}

/**
 * The subject of a degree written as its title ("Bachelor's degree in Accounting or Finance") names the degree,
 * not a skill the job uses: it is blanked (same length, so positions still quote the ad) before skills are
 * looked up.
 */
const DEGREE_SUBJECT =
  /\b(degree|diploma|major|ba\/bs|bs\/ba|b\.?s\.?|b\.?a\.?|bachelor of \w+|master of \w+)\s+(in|of)\s+([^.\n;(),]|,\s*(?=[A-Z]|or\b|and\b))*/gi;

/**
 * Only a subject written as the degree's title is blanked ('Bachelor's degree in Accounting or Finance'); one
 * written in lower case names a field of knowledge the job draws on ('a degree in geography, GIS, or a related
 * field', 'PhD in biostatistics'), which the ad's language reads like any other.
 */
const TITLED_SUBJECT = /\b(?:in|of)\s+\p{Lu}/u;

function withoutDegreeSubjects(text: string): string {
  return text.replace(DEGREE_SUBJECT, (span) => (TITLED_SUBJECT.test(span) ? ' '.repeat(span.length) : span));
}

type Counted = JobTerm & { first: number };

/** A name of two words or more, each written with a capital: 'Azure AD', 'Microsoft Defender'. */
const isLongerName = (c: AdCandidate) =>
  c.evidence !== 'compound' && /\s/.test(c.term) && c.term.split(/\s+/).every((w) => /^[\p{Lu}\d]/u.test(w));

const isOneWord = (hit: TermHit, text: string) => !/\s/.test(text.slice(hit.start, hit.end));

/**
 * 'audit planning', 'accrual reviews': an activity whose first word is a known noun names the narrower activity;
 * a known gerund there takes an object instead ('scheduling appointments').
 */
const startsWithKnownNoun = (c: AdCandidate, hit: TermHit, text: string) =>
  c.evidence === 'compound' &&
  c.start === hit.start &&
  hit.end < c.end &&
  isOneWord(hit, text) &&
  !/ing$/.test(text.slice(hit.start, hit.end));

function count(terms: Map<string, Counted>, key: string, term: Omit<Counted, 'count'>) {
  const known = terms.get(key);
  if (known) known.count += 1;
  else terms.set(key, { ...term, count: 1 });
}

/**
 * The hard and soft skills an ad asks for (boilerplate left out), most repeated first, and its top words. The
 * vocabulary names the skills it knows, with their variants and kinds; the ad's language brings the rest
 * (ad-candidates.ts). Where an activity the language finds ends in a known one-word term ('patient counseling'
 * ends in 'counseling'), the ad asks for the narrower activity, and the longer phrase is kept.
 */
export function extractJobTerms(ad: string): JobTerms {
  const text = requirementText(ad);
  const readable = withoutDegreeSubjects(text);
  // Where the ad names its own job ('The Logistics Coordinator will ...', 'our HR Generalist'), its words say
  // what the job is, not a skill it asks for.
  const titleSpans = [...spansOf(titleFromAd(ad), text), ...hiredTitles(text), ...ownUnits(text)];
  const employerWords = distinctiveNameWords(employerFromAd(ad), ad);
  const named = vocabularyIndex().find(readable);
  // A list holding a hard skill the vocabulary names is a list of skills ('bid leveling, cost codes and Procore').
  const knownSpans = named.filter((hit) => hit.entry.kind === 'hard');
  const reading = readAd(readable, { ignoredNames: namesOfTheAd(ad), employerWords, knownSpans });
  const hits = named.filter(
    (hit) =>
      !insideTitle(hit, titleSpans) &&
      !namesAnOrganisation(hit, readable, reading) &&
      !namesAnAccreditor(hit, readable) &&
      !(hit.entry.kind === 'hard' && isOneWord(hit, readable) && reading.isDutyVerb(hit.start)) &&
      !(hit.entry.kind === 'hard' && reading.describesNoun(hit.start, readable.slice(hit.start, hit.end))) &&
      !namesAProductAsAVerb(hit, readable, reading),
  );
  const candidates = reading.candidates.filter(
    (c) => !insideTitle(c, titleSpans) && !namesAnAccreditor(c, readable),
  );
  // 'Azure AD' holds the known 'Azure', 'ArcGIS Pro' the known 'ArcGIS': a longer name written in capitals names
  // the product the ad asks for; 'patient counseling' holds 'counseling', 'audit planning' holds 'audit'.
  const longerNames = new Set(candidates.filter(isLongerName));
  const holds = (c: AdCandidate, hit: TermHit) =>
    (c.evidence === 'compound' && c.start < hit.start && hit.end === c.end && isOneWord(hit, text)) ||
    startsWithKnownNoun(c, hit, text) ||
    (c.start <= hit.start && hit.end <= c.end && c.end - c.start > hit.end - hit.start && longerNames.has(c));
  const overlaps = (c: AdCandidate, hit: TermHit) => hit.start < c.end && c.start < hit.end;

  const known = new Map<string, Counted>();
  for (const hit of hits) {
    if (hit.entry.kind === 'hard' && candidates.some((c) => holds(c, hit))) continue;
    count(known, hit.entry.label, {
      term: text.slice(hit.start, hit.end),
      label: hit.entry.label,
      kind: hit.entry.kind,
      first: hit.start,
    });
  }
  const knownLabels = new Set([...known.keys()].map((label) => label.toLowerCase()));
  const found = new Map<string, Counted>();
  for (const candidate of candidates) {
    const key = candidate.label.toLowerCase();
    if (knownLabels.has(key)) continue;
    if (hits.some((hit) => overlaps(candidate, hit) && !(hit.entry.kind === 'hard' && holds(candidate, hit))))
      continue;
    count(found, key, {
      term: candidate.term,
      label: candidate.label,
      kind: 'hard',
      first: candidate.start,
      lemmas: candidate.lemmas,
    });
  }
  const ordered = [...known.values(), ...found.values()].sort(
    (a, b) => b.count - a.count || a.first - b.first,
  );
  const strip = ({ first: _first, ...term }: Counted): JobTerm => term;
  return {
    hard: ordered.filter((t) => t.kind === 'hard').map(strip),
    soft: ordered.filter((t) => t.kind === 'soft').map(strip),
    repeatedWords: repeatedWords(text),
    requirementText: text,
  };
}

/**
 * A product the vocabulary names with a capital ('React', 'Swift') written in lower case where the ad reads a verb
 * ('react when a process drifts'): the word, not the product.
 */
function namesAProductAsAVerb(hit: TermHit, text: string, reading: AdReading): boolean {
  const written = text.slice(hit.start, hit.end);
  return !/[\p{Lu}\s]/u.test(written) && /\p{Lu}/u.test(hit.entry.label) && reading.isVerb(hit.start);
}

/** Nouns for a part of an organisation or a kind of business: what a word before them describes is not a skill. */
const ORGANISATION_AFTER =
  /^(?:(?:\s*,\s*|\s+(?:and|or|&)\s+)[\p{L}-]+)*\s+(?:teams?|departments?|units?|company|companies|brands?|business(?:es)?|firms?|agency|agencies|startups?|industry|sector)\b/u;
/** 'we use athenahealth', 'we run on Postgres': the employer naming the job's own tools. */
const EMPLOYER_TOOLS = /\bwe (?:use|run|work in|work with)\b[^.\n]*$/i;

/**
 * A generic activity the vocabulary knows, written as one lower-case word, that describes the employer rather
 * than the job: 'our accounting team', 'an ecommerce brand', 'procurement, logistics and sales teams', or a
 * sentence about the company ('Fieldwise builds scheduling software').
 */
function namesAnOrganisation(hit: TermHit, text: string, reading: AdReading): boolean {
  const written = text.slice(hit.start, hit.end);
  if (hit.entry.kind !== 'hard' || /[\p{Lu}\d]/u.test(written)) return false;
  // A phrase of lower-case words ('memory care', 'tenant improvements') is a line of business only where the
  // employer describes itself; a single word also before 'team', 'brand' ...
  if (/\s/.test(written))
    return (
      reading.aboutEmployer(hit.start) &&
      !EMPLOYER_TOOLS.test(text.slice(Math.max(0, hit.start - 80), hit.start))
    );
  if (ORGANISATION_AFTER.test(text.slice(hit.end, hit.end + 80))) return true;
  const before = text.slice(Math.max(0, hit.start - 80), hit.start);
  return reading.aboutEmployer(hit.start) && !EMPLOYER_TOOLS.test(before);
}

interface Span {
  start: number;
  end: number;
}

/**
 * Every place the text says the title, whole words, in any case. An ad that opens with prose rather than a
 * title ('Must know Postgres.') has none.
 */
function spansOf(title: string | undefined, text: string): Span[] {
  const words = title?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0 || words.length > 5 || /[.!?;]/.test(title ?? '')) return [];
  const escaped = words.map(escapeRegExp).join('\\s+');
  return [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))].map(
    (m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }),
  );
}

/**
 * 'an ABA-approved program', 'a CSWE-accredited program', 'CAP-accredited': the body that approves the school or
 * the laboratory, not a skill of the worker.
 */
const namesAnAccreditor = (span: Span, text: string) =>
  /^[-\u2010\u2011](?:accredited|approved|recogni[sz]ed|endorsed)\b/i.test(
    text.slice(span.end, span.end + 14),
  );

/** 'is hiring a Credentialed Veterinary Technician', 'seeking an HR Generalist': the job's name, capitalised. */
const HIRED_TITLE =
  /\b(?:hiring|seeking|looking for|recruiting|hire)\s+(?:an?|our|the)\s+(?:(?:full|part)[- ]time\s+|experienced\s+|new\s+)*((?:[A-Z][\p{L}&/-]*)(?:[ \t]+[A-Z][\p{L}&/-]*)*)/gu;

/** Where the ad names the job it hires for: the words there are the job's name, not skills it asks for. */
function hiredTitles(text: string): Span[] {
  return [...text.matchAll(HIRED_TITLE)].map((m) => {
    const start = m.index + m[0].length - (m[1] ?? '').length;
    return { start, end: m.index + m[0].length };
  });
}

/** 'our front desk, concierge and night audit teams', 'Our data engineering team': the employer's own units. */
const OWN_UNITS =
  /\bour\s+((?:[\p{L}&-]+(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or|&)\s+|[ \t]+)){1,10}?)(?:teams?|departments?|units?|groups?)\b/giu;

/** Where the ad names the employer's teams by what they do: that names a team, not a skill the job asks for. */
function ownUnits(text: string): Span[] {
  return [...text.matchAll(OWN_UNITS)].map((m) => {
    const start = m.index + m[0].indexOf(m[1] ?? '', 3);
    return { start, end: start + (m[1] ?? '').length };
  });
}

const insideTitle = (span: Span, titles: readonly Span[]) =>
  titles.some((title) => title.start <= span.start && span.end <= title.end);

/** Words that name an organisation's kind, not the organisation: 'City' of 'City of Fairhaven'. */
const ORGANISATION_KINDS = new Set(
  'city county state town village district university college school department bank hospital clinic group pharmacy health medical center centre company corporation foundation institute'.split(
    ' ',
  ),
);

/**
 * The words of the employer's name that name it and nothing else: not its kind ('City', 'Pharmacy'), not a word
 * the ad also writes in lower case (a common noun).
 */
function distinctiveNameWords(employer: string, ad: string): Set<string> {
  return new Set(
    employer
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(
        (word) =>
          word.length > 2 && !ORGANISATION_KINDS.has(word) && !new RegExp(`\\b${word}\\b`, 'u').test(ad),
      )
      .filter((word) => !['the', 'and', 'inc', 'llc', 'llp', 'ltd'].includes(word)),
  );
}

/** The words of the ad's title and its employer's name: there they name the job and the company, not a tool. */
function namesOfTheAd(ad: string): Set<string> {
  const names = `${titleFromAd(ad) ?? ''} ${employerFromAd(ad)} ${ad.split('\n', 1)[0]}`;
  return new Set(
    names
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

function repeatedWords(text: string): RepeatedWord[] {
  const counts = new Map<string, { word: string; count: number }>();
  for (const token of tokenize(text)) {
    if (token.key.length < 3 || STOPWORDS.has(token.key) || /^\d+$/.test(token.key)) continue;
    const known = counts.get(token.key);
    if (known) known.count += 1;
    else counts.set(token.key, { word: token.raw.toLowerCase(), count: 1 });
  }
  return [...counts.values()]
    .filter((w) => w.count >= 2)
    .sort((a, b) => b.count - a.count)
    .slice(0, 10);
}
