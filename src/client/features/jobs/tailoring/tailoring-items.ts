import type { JobMatchCheck, JobMatchReport, MatchKind } from '../../../../domain/job-match-api';

/**
 * The to-do list of the tailoring panel: what the job's ad asks for that the resume lacked, and the report's
 * checks, each ticked off once the resume shows it. Pure, so the panel only draws it.
 */
export type TailoringItem =
  | {
      key: string;
      source: 'term';
      kind: MatchKind;
      /** The vocabulary's name of the skill when it has one, else the ad's wording. */
      text: string;
      /** Where the resume now shows it (a ticked item), as a report path. */
      foundIn?: string;
      isDone: boolean;
    }
  | {
      key: string;
      source: 'check';
      severity: JobMatchCheck['severity'];
      text: string;
      path?: string;
      isDone: boolean;
    };

type ReportItems = Pick<JobMatchReport, 'missing' | 'matched' | 'checks'>;
/** Of the first report, only what was to do: what it found already is no item. */
type FirstItems = Pick<JobMatchReport, 'missing' | 'checks'>;

const termKey = (kind: MatchKind, term: string) => `term:${kind}:${term.trim().toLowerCase()}`;
// Two findings of one kind on one item never happen (resume-checks-list.tsx), so kind and path name a check.
const checkKey = (check: JobMatchCheck) => `check:${check.id}:${check.path ?? ''}`;

/**
 * `first` is the report the panel opened with (on this draft, for this ad, in this browser); `latest` the one
 * for the resume as it is now (the same report before any edit). A term missing at first is done once the
 * latest report finds it; a check is done once the latest report no longer raises it. A term or check only the
 * latest report has (a new bullet without a number) joins the list, not done, so the list never hides what is
 * left to do.
 */
export function tailoringItems(first: FirstItems, latest: ReportItems): TailoringItem[] {
  const items = new Map<string, TailoringItem>();
  const found = new Map(latest.matched.map((term) => [termKey(term.kind, term.term), term.foundIn]));
  const stillMissing = new Set(latest.missing.map((term) => termKey(term.kind, term.term)));
  for (const term of [...first.missing, ...latest.missing]) {
    const key = termKey(term.kind, term.term);
    if (items.has(key)) continue;
    const foundIn = stillMissing.has(key) ? undefined : found.get(key);
    items.set(key, {
      key,
      source: 'term',
      kind: term.kind,
      text: term.label ?? term.term,
      ...(foundIn === undefined ? {} : { foundIn }),
      isDone: foundIn !== undefined,
    });
  }
  const raised = new Set(latest.checks.map(checkKey));
  for (const check of [...first.checks, ...latest.checks]) {
    const key = checkKey(check);
    if (items.has(key)) continue;
    items.set(key, {
      key,
      source: 'check',
      severity: check.severity,
      text: check.message,
      ...(check.path === undefined ? {} : { path: check.path }),
      isDone: !raised.has(key),
    });
  }
  return [...items.values()];
}

/** How many of the items are done, for the panel's 'N of M done'. */
export function doneCount(items: readonly TailoringItem[]): number {
  return items.filter((item) => item.isDone).length;
}
