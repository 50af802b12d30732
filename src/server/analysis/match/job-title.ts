/**
 * Job titles compared by their core words: seniority and level words ('Senior', 'II', 'Lead') and the ad's
 * decorations ('(Remote, US)', '- Nights', '| Full-time') do not decide whether two titles are the same job.
 */

const LEVEL_WORDS = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'entry',
  'level',
  'associate',
  'i',
  'ii',
  'iii',
  'iv',
  'trainee',
  'intern',
  'part',
  'time',
  'full',
  'the',
  'a',
  'an',
  'of',
  'and',
  'for',
]);

export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .filter((word) => word && !LEVEL_WORDS.has(word));
}

/** The title as the ad's first line gives it, without location, schedule or employer decorations. */
export function titleFromAd(ad: string): string | undefined {
  const first =
    ad
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? '';
  const cleaned = first
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s[-|@\u2013\u2014]\s|,|:/)[0]
    ?.replace(/\b(now hiring|hiring|wanted|job)\b/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned || cleaned.split(' ').length > 8) return undefined;
  return cleaned;
}

/** True when every core word of the wanted title is in the held title, or they share most of their words. */
export function titlesMatch(wanted: string, held: string): boolean {
  const want = new Set(titleWords(wanted));
  const have = new Set(titleWords(held));
  if (want.size === 0 || have.size === 0) return false;
  const shared = [...want].filter((w) => have.has(w)).length;
  if (shared === want.size) return true;
  return shared / new Set([...want, ...have]).size >= 0.6;
}
