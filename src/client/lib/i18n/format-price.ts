import type { ActiveLanguage } from './language-store';

/**
 * A price in the interface language's conventions: '$27.88' in English (the specification's, whatever the
 * browser's own locale), '27,88 $US' in French, '27,88 US$' in Spanish. Always dollars: the plan catalogue's.
 * `whole` drops the cents of a round amount, for the plan page's marketing figures ('$10/mo').
 */
export function formatPrice(
  cents: number,
  language: ActiveLanguage,
  options: { whole?: boolean } = {},
): string {
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  const fractionDigits = options.whole && cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(cents / 100);
}

/** A plain number (a rating, a count of reviews) in the interface language's conventions: '4,9' in German. */
export function formatNumber(value: number, language: ActiveLanguage): string {
  return new Intl.NumberFormat(language === 'en' || language === 'xx' ? 'en-US' : language).format(value);
}

/**
 * A day as the plan pages write it: 'April 10, 2030' in English (the specification's), '10 avril 2030' in
 * French. Shown inside <time>, so the pseudo-language's English date is not read as untranslated text.
 */
export function formatLongDate(iso: string, language: ActiveLanguage): string {
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  return new Date(iso).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
