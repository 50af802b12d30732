import type { InterfaceLanguage } from '../../../domain/interface-languages';
import { findMessage, formatMessage, interpolate, type Messages } from './format-message';
import { type ActiveLanguage, getLanguageState, type Translate, type WhenLoaded } from './language-store';
import { definedNamespaces, type Namespace, onNamespaceDefined } from './namespaces';

/**
 * Loaded only when a language other than English is chosen. Each catalog is a chunk of its own, fetched per
 * namespace (issue 33: the landing page in Arabic fetches the landing's and the frame's, not the builder's):
 * those of the namespaces whose code is already here before the language shows, any other as its code arrives
 * (useT waits for it). A key missing from a catalog, or a catalog that failed to load, falls back to English
 * rather than showing the key.
 */

type CatalogFiles = Record<string, () => Promise<Messages>>;

// Each language's list of catalog files is a chunk of its own (language-catalogs/<language>.ts): one list of
// every language's files would be most of this chunk's size. The English catalogs come with their pages.
const LANGUAGE_CATALOGS = import.meta.glob<CatalogFiles>('./language-catalogs/*.ts', { import: 'default' });
const FILE = /^\.\.\/catalogs\/([\w-]+)\/\w+\.ts$/;

async function catalogFilesOf(language: InterfaceLanguage): Promise<Map<string, () => Promise<Messages>>> {
  const list = LANGUAGE_CATALOGS[`./language-catalogs/${language}.ts`];
  const files = list ? await list() : {};
  return new Map(
    Object.entries(files).flatMap(([file, load]) => {
      const namespace = FILE.exec(file)?.[1];
      return namespace ? [[namespace, load] as const] : [];
    }),
  );
}

export interface LoadedLanguage {
  translate: Translate;
  whenLoaded: WhenLoaded;
}

async function loadCatalogs(language: InterfaceLanguage): Promise<LoadedLanguage> {
  const files = await catalogFilesOf(language);
  const catalogs = new Map<string, Messages>();
  const loading = new Map<string, Promise<void>>();
  const whenLoaded: WhenLoaded = (namespace) => {
    const load = files.get(namespace.name);
    if (!load || catalogs.has(namespace.name)) return undefined;
    let promise = loading.get(namespace.name);
    if (!promise) {
      promise = load().then(
        (messages) => {
          catalogs.set(namespace.name, messages);
        },
        (error: unknown) => {
          console.warn(`Interface texts '${namespace.name}' not loaded; showing them in English`, error);
          catalogs.set(namespace.name, {});
        },
      );
      loading.set(namespace.name, promise);
    }
    return promise;
  };
  await Promise.all(definedNamespaces().map(whenLoaded));
  const translate: Translate = (namespace, key, values) => {
    const messages = catalogs.get(namespace.name);
    const message = messages && findMessage(messages, key, language, values);
    return message === undefined
      ? formatMessage(namespace.english, key, 'en', values)
      : interpolate(message, values);
  };
  return { translate, whenLoaded };
}

/** The pseudo-language is made from the English each namespace brought with its page, once per namespace. */
async function loadPseudo(): Promise<LoadedLanguage> {
  const { pseudoCatalog } = await import('./pseudo-language');
  const pseudoCatalogs = new WeakMap<Namespace, Messages>();
  const translate: Translate = (namespace, key, values) => {
    let messages = pseudoCatalogs.get(namespace);
    if (!messages) {
      messages = pseudoCatalog(namespace.english);
      pseudoCatalogs.set(namespace, messages);
    }
    // The pseudo-language has English's plural forms.
    const message = findMessage(messages, key, 'en', values);
    return message === undefined
      ? formatMessage(namespace.english, key, 'en', values)
      : interpolate(message, values);
  };
  return { translate, whenLoaded: () => undefined };
}

export function loadLanguage(language: Exclude<ActiveLanguage, 'en'>): Promise<LoadedLanguage> {
  return language === 'xx' ? loadPseudo() : loadCatalogs(language);
}

// A namespace whose code arrives while a language is current starts fetching its catalog at once, before a
// component asks for it.
onNamespaceDefined((namespace) => void getLanguageState().whenLoaded(namespace));
