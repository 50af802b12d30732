import { GAP } from '../../domain/job-board';

export { GAP, positionBetween } from '../../domain/job-board';

/** The place of each id of a column renumbered from 0 with GAP between jobs (domain/job-board.ts). */
export function renumbered(ids: string[]): Map<string, number> {
  return new Map(ids.map((id, index) => [id, index * GAP]));
}
