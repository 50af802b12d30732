import { isInterfaceLanguage, pickInterfaceLanguage } from '../../../domain/interface-languages';
import { readString, writeString } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';
import { type ActiveLanguage, getLanguageState, setLanguageState } from './language-store';

/**
 * The pseudo-language exists in development and in the browser tests' build (VITE_PSEUDO_LANGUAGE=1, set by
 * scripts/e2e.mjs), never for visitors of a production build.
 */
export const IS_PSEUDO_AVAILABLE = import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LANGUAGE === '1';

function asActiveLanguage(value: string | null): ActiveLanguage | null {
  if (isInterfaceLanguage(value)) return value;
  return value === 'xx' && IS_PSEUDO_AVAILABLE ? 'xx' : null;
}

/**
 * The language a page opens in: `?lang=` in the address, else the visitor's stored choice, else the first of
 * the browser's languages the interface has (navigator.languages mirrors Accept-Language), else English.
 */
export function initialLanguage(): ActiveLanguage {
  const fromAddress = asActiveLanguage(new URLSearchParams(window.location.search).get('lang'));
  return (
    fromAddress ??
    asActiveLanguage(readString(STORAGE_KEYS.interfaceLanguage)) ??
    pickInterfaceLanguage(navigator.languages ?? [navigator.language])
  );
}

let latestRequest = 0;

/** May answer a promise (saving the choice to the account): the pick waits for it before the page moves on. */
type ChoiceListener = (language: ActiveLanguage) => void | Promise<void>;
const choiceListeners = new Set<ChoiceListener>();

/**
 * Told when the visitor picks a language themselves (the switcher), not when one is applied for them: a
 * signed-in user's choice is then stored on the account (app/sync-account-language.ts).
 */
export function onLanguageChosen(listener: ChoiceListener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The switcher's change: the language becomes current and is remembered, on this device and the account. */
export async function chooseLanguage(language: ActiveLanguage): Promise<void> {
  await changeLanguage(language);
  if (getLanguageState().language !== language) return;
  await Promise.all([...choiceListeners].map((listener) => listener(language)));
}

/**
 * Loads a language's catalogs of the areas whose code is here (English is already there; other areas' come
 * with their code) and makes it current: every translated text
 * re-renders, and <html lang dir> follow. `remember` stores the choice for the next visit. When two changes
 * overlap, the later one wins.
 */
export async function changeLanguage(language: ActiveLanguage, { remember = true } = {}): Promise<void> {
  const request = ++latestRequest;
  const loaded = language === 'en' ? null : await (await import('./load-language')).loadLanguage(language);
  if (request !== latestRequest) return;
  setLanguageState(language, loaded?.translate ?? null, loaded?.whenLoaded);
  if (remember) writeString(STORAGE_KEYS.interfaceLanguage, language);
}
