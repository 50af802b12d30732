/**
 * Places on the board (ADR 0089): a column is ordered by board_position, smallest first. A job put between two
 * others takes the midpoint of theirs, so a move writes one row. Doubles halve a gap about 50 times before two
 * neighbours meet; when the gap left is smaller than MIN_GAP the column is renumbered with GAP between jobs.
 */
export const GAP = 1024;
const MIN_GAP = 1e-6;

/** The position for a job put before `next` and after `previous` (either may be missing), or null if none fits. */
export function positionBetween(previous: number | undefined, next: number | undefined): number | null {
  if (previous === undefined && next === undefined) return 0;
  if (previous === undefined) return (next as number) - GAP;
  if (next === undefined) return previous + GAP;
  if (next - previous < MIN_GAP) return null;
  return (previous + next) / 2;
}

/** The place of each id of a column renumbered from 0 with GAP between jobs. */
export function renumbered(ids: string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, index * GAP]));
}
