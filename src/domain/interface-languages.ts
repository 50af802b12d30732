/**
 * The interface languages (issue 33, ADR 0085): the languages the product's own texts are written in, as
 * opposed to the language of a resume, which stays the resume's own setting. Shared by the client (switcher,
 * catalogs, <html lang dir>) and, later, the server (mail, API errors, the account's language).
 */

export const INTERFACE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';

interface LanguageInfo {
  /** The language's name in itself, as the switcher shows it: a reader finds their language without English. */
  nativeName: string;
  /** Written right to left: the page gets dir="rtl" and its layout mirrors. */
  isRtl: boolean;
}

export const LANGUAGE_INFO: Readonly<Record<InterfaceLanguage, LanguageInfo>> = {
  en: { nativeName: 'English', isRtl: false },
  es: { nativeName: 'Español', isRtl: false },
  fr: { nativeName: 'Français', isRtl: false },
  de: { nativeName: 'Deutsch', isRtl: false },
  pt: { nativeName: 'Português', isRtl: false },
  it: { nativeName: 'Italiano', isRtl: false },
  nl: { nativeName: 'Nederlands', isRtl: false },
  ar: { nativeName: 'العربية', isRtl: true },
};

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first interface language among a visitor's preferred ones (navigator.languages, or the tags of an
 * Accept-Language header in order of preference): 'pt-BR' counts as 'pt', 'de-AT' as 'de'. English when none fits.
 */
export function pickInterfaceLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLanguage(base)) return base;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}
