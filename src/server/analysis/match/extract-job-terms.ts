import { requirementText } from './ad-sections';
import { vocabularyIndex } from './term-index';
import { tokenize } from './tokens';
import type { SkillKind } from './vocabulary';

/** A skill the ad asks for, in the ad's own words, with its canonical label and how often the ad says it. */
export interface JobTerm {
  term: string;
  label: string;
  kind: SkillKind;
  count: number;
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
 * The subject of a degree ("Bachelor's degree in Accounting or Finance") names the degree, not a skill the job
 * uses: it is blanked (same length, so positions still quote the ad) before skills are looked up.
 */
const DEGREE_SUBJECT =
  /\b(degree|diploma|major|ba\/bs|bs\/ba|b\.?s\.?|b\.?a\.?|bachelor of \w+|master of \w+)\s+(in|of)\s+([^.\n;(),]|,\s*(?=[A-Z]|or\b|and\b))*/gi;

function withoutDegreeSubjects(text: string): string {
  return text.replace(DEGREE_SUBJECT, (span) => ' '.repeat(span.length));
}

/** The hard and soft skills an ad asks for (boilerplate left out), most repeated first, and its top words. */
export function extractJobTerms(ad: string): JobTerms {
  const text = requirementText(ad);
  const byLabel = new Map<string, JobTerm & { first: number }>();
  for (const hit of vocabularyIndex().find(withoutDegreeSubjects(text))) {
    const known = byLabel.get(hit.entry.label);
    if (known) known.count += 1;
    else {
      byLabel.set(hit.entry.label, {
        term: text.slice(hit.start, hit.end),
        label: hit.entry.label,
        kind: hit.entry.kind,
        count: 1,
        first: hit.start,
      });
    }
  }
  const ordered = [...byLabel.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const strip = ({ first: _first, ...term }: JobTerm & { first: number }): JobTerm => term;
  return {
    hard: ordered.filter((t) => t.kind === 'hard').map(strip),
    soft: ordered.filter((t) => t.kind === 'soft').map(strip),
    repeatedWords: repeatedWords(text),
    requirementText: text,
  };
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
