/**
 * The board's order (issue 35 item 1, ADR 0089), shared by the server (which stores places) and the page
 * (which shows a move before the server answers). A column is ordered by boardPosition, smallest first, then
 * the most recently changed. A job put between two others takes the midpoint of their places, so a move
 * writes one row; doubles halve a gap about 50 times before neighbours meet, and when the gap left is under
 * MIN_GAP the server renumbers the column with GAP between jobs.
 */
export const GAP = 1024;
const MIN_GAP = 1e-6;

/** The place for a job put after `previous` and before `next` (either may be missing), or null if none fits. */
export function positionBetween(previous: number | undefined, next: number | undefined): number | null {
  if (previous === undefined && next === undefined) return 0;
  if (previous === undefined) return (next as number) - GAP;
  if (next === undefined) return previous + GAP;
  if (next - previous < MIN_GAP) return null;
  return (previous + next) / 2;
}

interface Placed {
  id: string;
  boardPosition: number;
  updatedAt: string;
}

/** The board's order within a column; the server's query orders the same way. */
export function byBoardOrder(a: Placed, b: Placed): number {
  if (a.boardPosition !== b.boardPosition) return a.boardPosition - b.boardPosition;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt < b.updatedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
