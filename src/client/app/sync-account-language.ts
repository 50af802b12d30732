import { ACCOUNT_LANGUAGE_URL } from '../../domain/account-api';
import { signedInAnswerSchema } from '../../domain/current-user';
import { isInterfaceLanguage } from '../../domain/interface-languages';
import { splitLanguagePrefix } from '../../domain/language-paths';
import { apiJson } from '../lib/http';
import { changeLanguage, onLanguageChosen } from '../lib/i18n/change-language';
import { getLanguageState } from '../lib/i18n/language-store';
import { getCurrentUserState, setCurrentUserAnswer } from '../shared/session/current-user-store';

/**
 * A signed-in user's interface language follows them to every device (issue 33): on signing in (or opening the
 * app signed in) the account's language is applied, unless the address asks for one (`?lang=`, `/es/`); an account
 * without one takes the language the visitor was already using; and every later pick in the switcher is stored
 * on the account. Loaded only for signed-in visitors. Answers a function that stops listening.
 */
export function syncAccountLanguage(): () => void {
  const user = getCurrentUserState().answer?.user;
  if (!user) return () => {};

  const save = async (language: string) => {
    if (!isInterfaceLanguage(language)) return;
    const latest = getCurrentUserState().answer?.user;
    if (!latest || latest.interfaceLanguage === language) return;
    try {
      const answer = signedInAnswerSchema.parse(await apiJson('PUT', ACCOUNT_LANGUAGE_URL, { language }));
      setCurrentUserAnswer({ success: true, user: answer.user });
    } catch (error) {
      // The language is still in use here and remembered on this device; the next pick tries again.
      console.warn('Interface language not saved to the account', error);
    }
  };

  const current = getLanguageState().language;
  // '?lang=' or a language prefix ('/es/blog') names the page's language: the address wins over the account.
  const isAskedByAddress =
    new URLSearchParams(window.location.search).has('lang') ||
    splitLanguagePrefix(window.location.pathname).language !== undefined;
  if (user.interfaceLanguage && user.interfaceLanguage !== current && !isAskedByAddress) {
    void changeLanguage(user.interfaceLanguage).catch((error: unknown) =>
      console.warn('Account language not loaded', error),
    );
  } else if (!user.interfaceLanguage && current !== 'en') {
    void save(current);
  }
  // Answered, so a switcher that then moves to the language's address waits for the save (it would cut it off).
  return onLanguageChosen((language) => save(language));
}
