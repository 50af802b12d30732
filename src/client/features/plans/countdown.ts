/** The flash offer runs 15 minutes (spec section 9). */
export const FLASH_OFFER_SECONDS = 900;
export const OFFER_ENDED_TEXT = 'Offer ended. You can still continue.';

/** 'MM:SS' for a number of seconds left; never negative. */
export function formatCountdown(secondsLeft: number): string {
  const safe = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
