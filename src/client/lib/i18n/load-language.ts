import type { InterfaceLanguage } from '../../../domain/interface-languages';
import { findMessage, formatMessage, interpolate, type Messages } from './format-message';
import type { ActiveLanguage, Translate } from './language-store';
import type { Namespace } from './namespaces';
import { pseudoCatalog } from './pseudo-language';

/**
 * Loaded only when a language other than English is chosen: fetches that language's catalogs, each a chunk of
 * its own, and answers a translate function over them. A key missing from a catalog falls back to English
 * rather than showing the key.
 */

// Lazy: each catalog file becomes its own chunk, fetched only for the language being loaded. The English ones
// are left out: they come with their pages (namespaces/*.ts), and would otherwise become chunks of their own.
const CATALOGS = import.meta.glob<Messages>(['./catalogs/*/*.ts', '!./catalogs/*/en.ts'], {
  import: 'default',
});
const FILE = /^\.\/catalogs\/([\w-]+)\/(\w+)\.ts$/;

/** Every namespace's catalog in a language, by namespace. */
async function catalogsOf(language: InterfaceLanguage): Promise<Map<string, Messages>> {
  const files = Object.entries(CATALOGS).flatMap(([file, load]) => {
    const [, namespace, fileLanguage] = FILE.exec(file) ?? [];
    return namespace && fileLanguage === language ? [{ namespace, load }] : [];
  });
  return new Map(
    await Promise.all(
      files.map(async ({ namespace, load }): Promise<[string, Messages]> => [namespace, await load()]),
    ),
  );
}

/** The pseudo-language is made from the English each namespace brought with its page, once per namespace. */
const pseudoCatalogs = new WeakMap<Namespace, Messages>();
function pseudoOf(namespace: Namespace): Messages {
  let messages = pseudoCatalogs.get(namespace);
  if (!messages) {
    messages = pseudoCatalog(namespace.english);
    pseudoCatalogs.set(namespace, messages);
  }
  return messages;
}

export async function loadTranslate(language: Exclude<ActiveLanguage, 'en'>): Promise<Translate> {
  const catalogs = language === 'xx' ? undefined : await catalogsOf(language);
  // The pseudo-language has English's plural forms.
  const rules = language === 'xx' ? 'en' : language;
  return (namespace, key, values) => {
    const messages = catalogs ? catalogs.get(namespace.name) : pseudoOf(namespace);
    const message = messages && findMessage(messages, key, rules, values);
    return message === undefined
      ? formatMessage(namespace.english, key, 'en', values)
      : interpolate(message, values);
  };
}
