/** Today as a letter is dated, in the reader's language ('25 November 2026', 'November 25, 2026'). */
export function todayText(now = new Date(), locale?: string): string {
  return now.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
