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

/** The tags of an Accept-Language header, most preferred first ('de-DE,de;q=0.9,en;q=0.8'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The interface language a request's Accept-Language names first, or null when it names none of them. */
export function requestLanguage(acceptLanguage: string | undefined): InterfaceLanguage | null {
  const tags = acceptedLanguages(acceptLanguage);
  const picked = pickInterfaceLanguage(tags);
  // pickInterfaceLanguage answers English when nothing fits; only an English the header asked for counts.
  return picked !== 'en' || tags.some((tag) => tag.toLowerCase().split(/[-_]/)[0] === 'en') ? picked : null;
}
