/** Spec sections 4 and 9: about 0.278 % every 50 ms (about 18 s to fill), four phases by quarter. */
export const PROGRESS_TICK_MS = 50;
export const PROGRESS_PER_TICK = 0.278;
export const SUCCESS_DELAY_MS = 500;
export const USER_CHECK_DELAY_MS = 1000;

export const LOADING_PHASES = [
  'Analyzing your content',
  'Optimizing for ATS systems',
  'Enhancing readability',
  'Finalizing formatting',
] as const;

export function nextProgress(progress: number): number {
  return Math.min(100, progress + PROGRESS_PER_TICK);
}

/** The phase for a progress value: 0-25, 25-50, 50-75, 75-100. */
export function phaseIndex(progress: number): number {
  return Math.min(LOADING_PHASES.length - 1, Math.max(0, Math.floor(progress / 25)));
}
