import {
  type InterfaceLanguage,
  isInterfaceLanguage,
  requestLanguage,
} from '../../domain/interface-languages';
import type { MailTexts } from './mail-copy';
import { AR } from './mail-texts/ar';
import { DE } from './mail-texts/de';
import { EN } from './mail-texts/en';
import { ES } from './mail-texts/es';
import { FR } from './mail-texts/fr';
import { IT } from './mail-texts/it';
import { NL } from './mail-texts/nl';
import { PT } from './mail-texts/pt';

export const MAIL_TEXTS: Readonly<Record<InterfaceLanguage, MailTexts>> = {
  en: EN,
  es: ES,
  fr: FR,
  de: DE,
  pt: PT,
  it: IT,
  nl: NL,
  ar: AR,
};

/**
 * The language a mail to this account is written in (issue 33): the account's choice, else the language of the
 * browser that asked for the mail (Accept-Language, kept with the task when there was a request), else English.
 */
export function mailLanguage(
  accountLanguage: string | null | undefined,
  requestLanguage?: string | null,
): InterfaceLanguage {
  if (isInterfaceLanguage(accountLanguage)) return accountLanguage;
  if (isInterfaceLanguage(requestLanguage)) return requestLanguage;
  return 'en';
}

/** mailLanguage for a mail sent while answering a request: the account's language, else the request's. */
export function mailLanguageFor(
  user: { interfaceLanguage?: string | null },
  request: { headers: { 'accept-language'?: string } },
): InterfaceLanguage {
  return mailLanguage(user.interfaceLanguage, requestLanguage(request.headers['accept-language']));
}
