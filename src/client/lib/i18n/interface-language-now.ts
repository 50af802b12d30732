import type { InterfaceLanguage } from '../../../domain/interface-languages';
import { type ActiveLanguage, getLanguageState } from './language-store';

/**
 * The language a text stored in the interface language is written in (a new draft's or letter's default
 * title): the pseudo-language of development and tests stores English, since it is no language a reader has.
 */
export function storedLanguageOf(language: ActiveLanguage): InterfaceLanguage {
  return language === 'xx' ? 'en' : language;
}

/** The interface language now, for what is stored in it, outside a component. */
export function interfaceLanguageNow(): InterfaceLanguage {
  return storedLanguageOf(getLanguageState().language);
}
