import { useSyncExternalStore } from 'react';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  type InterfaceLanguage,
  LANGUAGE_INFO,
} from '../../../domain/interface-languages';
import { formatMessage, type MessageValues } from './format-message';
import type { Namespace } from './namespaces';

/** An interface language, or the pseudo-language 'xx' of development and tests (pseudo-language.ts). */
export type ActiveLanguage = InterfaceLanguage | 'xx';
export type Translate = (namespace: Namespace, key: string, values?: MessageValues) => string;
/**
 * A promise that settles once a namespace's catalog in the current language is in (a failed load settles too:
 * its texts stay English), or undefined when it already is. useT suspends on it.
 */
export type WhenLoaded = (namespace: Namespace) => Promise<void> | undefined;
const ALWAYS_LOADED: WhenLoaded = () => undefined;

/** English from the bundled catalogs, without i18next: for texts outside React (titles, JSON-LD) too. */
export const englishTranslate: Translate = (namespace, key, values) =>
  formatMessage(namespace.english, key, 'en', values);

interface State {
  language: ActiveLanguage;
  translate: Translate;
  whenLoaded: WhenLoaded;
}

let state: State = {
  language: DEFAULT_INTERFACE_LANGUAGE,
  translate: englishTranslate,
  whenLoaded: ALWAYS_LOADED,
};
const listeners = new Set<() => void>();

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLanguageState(): State {
  return state;
}

/**
 * The prerender sets the page's language before it renders (scripts/prerender-entry.tsx), and the browser loads
 * it before it hydrates (main.tsx): both sides start from the same text, so the server snapshot is the state.
 */
export function useLanguageState(): State {
  return useSyncExternalStore(subscribeLanguage, getLanguageState, getLanguageState);
}

/** Sets <html lang dir>: screen readers pick their voice from lang, and dir mirrors the layout for Arabic. */
function applyToDocument(language: ActiveLanguage): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language === 'xx' ? 'en-XA' : language;
  root.dir = language !== 'xx' && LANGUAGE_INFO[language].isRtl ? 'rtl' : 'ltr';
}

/**
 * Makes a loaded language current (load-language.ts does the loading) and tells every subscriber. Without
 * `whenLoaded`, every namespace counts as loaded (English, tests).
 */
export function setLanguageState(
  language: ActiveLanguage,
  translate: Translate | null,
  whenLoaded: WhenLoaded = ALWAYS_LOADED,
): void {
  state = { language, translate: translate ?? englishTranslate, whenLoaded };
  applyToDocument(language);
  for (const listener of listeners) listener();
}
