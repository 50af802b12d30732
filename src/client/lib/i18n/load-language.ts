import i18next, { type i18n } from 'i18next';
import type { InterfaceLanguage } from '../../../domain/interface-languages';
import type { Messages } from './format-message';
import type { ActiveLanguage, Translate } from './language-store';
import { ENGLISH, NAMESPACES, type Namespace } from './namespaces';
import { pseudoCatalog } from './pseudo-language';

/**
 * Loaded only when a language other than English is chosen (a chunk of its own, with i18next): fetches that
 * language's catalogs, each a chunk of its own, and answers a translate function over them. A key missing from
 * a catalog falls back to English rather than showing the key.
 */

// Lazy: each catalog file becomes its own chunk, fetched only for the language being loaded.
const CATALOGS = import.meta.glob<Messages>(['./catalogs/*/*.ts', '!./catalogs/*/en.ts'], {
  import: 'default',
});

let instance: i18n | undefined;

function i18nInstance(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: ENGLISH },
    ns: NAMESPACES,
    // Flat keys ('header.logIn'): the dot is part of the key, not a path into nested objects.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here would show '&amp;'.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

async function catalog(language: InterfaceLanguage, namespace: Namespace): Promise<Messages> {
  const load = CATALOGS[`./catalogs/${namespace}/${language}.ts`];
  if (!load) throw new Error(`No ${namespace} catalog for ${language}`);
  return load();
}

export async function loadTranslate(language: Exclude<ActiveLanguage, 'en'>): Promise<Translate> {
  const i18n = i18nInstance();
  const bundles = await Promise.all(
    NAMESPACES.map(async (namespace) => {
      const messages =
        language === 'xx' ? pseudoCatalog(ENGLISH[namespace]) : await catalog(language, namespace);
      return [namespace, messages] as const;
    }),
  );
  for (const [namespace, messages] of bundles) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, messages);
  }
  const fixed = Object.fromEntries(NAMESPACES.map((ns) => [ns, i18n.getFixedT(language, ns)]));
  return (namespace, key, values) => String(fixed[namespace]?.(key, values) ?? key);
}
