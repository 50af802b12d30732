import type { ActiveLanguage } from './language-store';

/**
 * The locale Intl formats dates and numbers in. In English (and the pseudo-language, English underneath) it is
 * the browser's own locale, as before the interface had languages ('3/14/2025' in the US, '14/03/2025' in the
 * UK); in another interface language, that language's conventions ('14/3/2025' in Spanish).
 */
export function intlLocale(language: ActiveLanguage): string | undefined {
  return language === 'en' || language === 'xx' ? undefined : language;
}
