/** How long the success screen stays before moving on: long enough to read its heading. */
export const SUCCESS_SHOW_MS = 1200;

/** The ring's percentage: finished steps over all steps. */
export function stepProgress(doneCount: number, stepCount: number): number {
  return stepCount === 0 ? 100 : Math.round((Math.min(doneCount, stepCount) / stepCount) * 100);
}
