import {
  DEFAULT_INTERFACE_LANGUAGE,
  INTERFACE_LANGUAGES,
  type InterfaceLanguage,
  isInterfaceLanguage,
} from './interface-languages';

/**
 * Where a language lives in the address (issue 33 item 2, ADR 0085): English at `/`, every other interface
 * language under its code (`/es/`, `/fr/blog`, `/ar/privacy`). The prefix decides the page's language, so a
 * search engine finds each language's page at an address of its own, and one shared link opens in the language
 * it was shared in. The server (which pages exist, the sitemap, the prerendered files) and the client (the
 * router's base, the switcher) read the same rules here.
 */

/** The languages that have a prefix: every interface language but English. */
export const PREFIXED_LANGUAGES: readonly InterfaceLanguage[] = INTERFACE_LANGUAGES.filter(
  (language) => language !== DEFAULT_INTERFACE_LANGUAGE,
);

export interface LanguagePath {
  /** The language the prefix names, or undefined for an address without one (English). */
  language: InterfaceLanguage | undefined;
  /** The address without its prefix: what the router matches ('/es' and '/es/' are '/'). */
  path: string;
}

const PREFIX = /^\/([a-z]{2})(?=\/|$)/;

export function splitLanguagePrefix(pathname: string): LanguagePath {
  const match = PREFIX.exec(pathname);
  const code = match?.[1];
  if (!match || !isInterfaceLanguage(code) || code === DEFAULT_INTERFACE_LANGUAGE)
    return { language: undefined, path: pathname };
  return { language: code, path: pathname.slice(match[0].length) || '/' };
}

/** The address of a page in a language: '/blog' in Spanish is '/es/blog'; the home page is '/es/'. */
export function localizedPath(path: string, language: InterfaceLanguage): string {
  const { path: bare } = splitLanguagePrefix(path);
  if (language === DEFAULT_INTERFACE_LANGUAGE) return bare;
  return bare === '/' ? `/${language}/` : `/${language}${bare}`;
}

/** The public pages: the ones prerendered in every language, in the sitemap, and switched by address. */
const PUBLIC_PAGE = /^\/(?:ats-templates|ats-checker|blog|blog\/[a-z0-9-]+|privacy|terms)?$/;

export function isPublicPagePath(path: string): boolean {
  return PUBLIC_PAGE.test(splitLanguagePrefix(path).path.replace(/(?<=.)\/$/, ''));
}

/**
 * The file scripts/prerender.mjs writes for a page and the server sends for it: '/' is index.html, '/blog'
 * blog.html, '/es' and '/es/' es/index.html, '/es/blog' es/blog.html.
 */
export function prerenderedFile(pathname: string): string {
  const { language, path } = splitLanguagePrefix(pathname);
  const name = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  return language ? `${language}/${name}` : name;
}
