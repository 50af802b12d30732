import i18next, { type i18n } from 'i18next';
import type { InterfaceLanguage } from '../../../domain/interface-languages';
import type { Messages } from './format-message';
import type { ActiveLanguage, Translate } from './language-store';
import { pseudoCatalog } from './pseudo-language';

/**
 * Loaded only when a language other than English is chosen (a chunk of its own, with i18next): fetches that
 * language's catalogs, each a chunk of its own, and answers a translate function over them. A key missing from
 * a catalog falls back to English rather than showing the key.
 */

// Lazy: each catalog file becomes its own chunk, fetched only for the language being loaded. The English ones
// are left out: they come with their pages (namespaces/*.ts), and would otherwise become chunks of their own.
const CATALOGS = import.meta.glob<Messages>(['./catalogs/*/*.ts', '!./catalogs/*/en.ts'], {
  import: 'default',
});
const FILE = /^\.\/catalogs\/([\w-]+)\/(\w+)\.ts$/;

let instance: i18n | undefined;

function i18nInstance(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    // Flat keys ('header.logIn'): the dot is part of the key, not a path into nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would show '&amp;'.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Every namespace's catalog in a language, as [namespace, messages]. */
async function catalogsOf(language: InterfaceLanguage): Promise<[string, Messages][]> {
  const files = Object.entries(CATALOGS).flatMap(([file, load]) => {
    const [, namespace, fileLanguage] = FILE.exec(file) ?? [];
    return namespace && fileLanguage === language ? [{ namespace, load }] : [];
  });
  return Promise.all(
    files.map(async ({ namespace, load }): Promise<[string, Messages]> => [namespace, await load()]),
  );
}

export async function loadTranslate(language: Exclude<ActiveLanguage, 'en'>): Promise<Translate> {
  const i18n = i18nInstance();
  if (language !== 'xx') {
    for (const [namespace, messages] of await catalogsOf(language)) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, messages);
    }
  }
  return (namespace, key, values) => {
    // English, the fallback, and the pseudo-language made from it are registered as each namespace is first
    // asked for: its English came with its page.
    if (!i18n.hasResourceBundle('en', namespace.name)) {
      i18n.addResourceBundle('en', namespace.name, namespace.english);
    }
    if (language === 'xx' && !i18n.hasResourceBundle('xx', namespace.name)) {
      i18n.addResourceBundle('xx', namespace.name, pseudoCatalog(namespace.english));
    }
    return String(i18n.t(key, { ...values, lng: language, ns: namespace.name }));
  };
}
