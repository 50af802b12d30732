import { byBoardOrder, positionBetween } from '../../../domain/job-board';
import { JOB_STATUSES, type Job, type JobStatus } from '../../../domain/jobs-api';

/** The list's orders; their names are the `sort.*` texts of the jobs catalogs. */
export const JOB_SORTS = ['updated', 'created', 'company', 'status'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const STATUS_ORDER: JobStatus[] = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn'];

/**
 * The jobs the list shows: those of the chosen status (or all), in the chosen order; archived jobs only when
 * asked for.
 */
export function visibleJobs(
  jobs: Job[],
  sort: JobSort,
  status: JobStatus | 'all',
  isShowingArchived = false,
): Job[] {
  const shown = jobs.filter(
    (job) => (status === 'all' || job.status === status) && (isShowingArchived || job.archivedAt === null),
  );
  const byNewest = (a: string, b: string) => b.localeCompare(a);
  return shown.sort((a, b) => {
    if (sort === 'company')
      return (
        a.company.localeCompare(b.company, 'en', { sensitivity: 'base' }) ||
        byNewest(a.updatedAt, b.updatedAt)
      );
    if (sort === 'status')
      return (
        STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || byNewest(a.updatedAt, b.updatedAt)
      );
    if (sort === 'created') return byNewest(a.createdAt, b.createdAt);
    return byNewest(a.updatedAt, b.updatedAt);
  });
}

/** '25 Nov 2026' in the locale given (intl-locale.ts: the interface language's, or the browser's in English). */
export function formatJobDate(iso: string, locale: string | undefined): string {
  return new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A day typed as 'YYYY-MM-DD' (a next step's), the same way: that calendar day wherever the reader is. */
export function formatJobDay(day: string, locale: string | undefined): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export type BoardColumns = Record<JobStatus, string[]>;

/** The board: one column of job ids per status, in the board's order; archived jobs are not on it. */
export function boardColumns(jobs: Job[]): BoardColumns {
  const columns = Object.fromEntries(JOB_STATUSES.map((status) => [status, [] as Job[]])) as Record<
    JobStatus,
    Job[]
  >;
  for (const job of jobs) if (job.archivedAt === null) columns[job.status].push(job);
  return Object.fromEntries(
    JOB_STATUSES.map((status) => [status, columns[status].sort(byBoardOrder).map((job) => job.id)]),
  ) as BoardColumns;
}

/**
 * The list with one job moved to `index` of the `status` column, as the server will store it: shown at once,
 * and put back if the save fails. A place the server would renumber for is shown at its neighbour's place.
 */
export function withJobMoved(jobs: Job[], id: string, status: JobStatus, index: number): Job[] {
  const others = jobs
    .filter((job) => job.status === status && job.archivedAt === null && job.id !== id)
    .sort(byBoardOrder);
  const place = Math.min(index, others.length);
  const previous = others[place - 1]?.boardPosition;
  const next = others[place]?.boardPosition;
  const boardPosition = positionBetween(previous, next) ?? previous ?? 0;
  const updatedAt = new Date().toISOString();
  return jobs.map((job) => (job.id === id ? { ...job, status, boardPosition, updatedAt } : job));
}

/**
 * Cards a column shows before "Show more": every card on screen re-renders on each step of a drag (dnd-kit's
 * sortable hooks), so a 500-job board drawn whole answered a drag in 300-400 ms (ADR 0089). The count stays
 * the column's whole count, and a card being dragged is always drawn.
 */
export const CARDS_SHOWN_PER_COLUMN = 15;

/** The cards a column draws: its first ones unless expanded, and the one being dragged wherever it is. */
export function shownCards(
  ids: string[],
  { isExpanded, activeId }: { isExpanded: boolean; activeId: string | null },
): string[] {
  if (isExpanded || ids.length <= CARDS_SHOWN_PER_COLUMN) return ids;
  const first = ids.slice(0, CARDS_SHOWN_PER_COLUMN);
  return activeId && ids.includes(activeId) && !first.includes(activeId) ? [...first, activeId] : first;
}
