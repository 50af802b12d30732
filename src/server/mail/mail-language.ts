import {
  type InterfaceLanguage,
  isInterfaceLanguage,
  pickInterfaceLanguage,
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

/** The tags of an Accept-Language header, most preferred first ('de-DE,de;q=0.9,en;q=0.8'). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

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

/** The interface language a request's Accept-Language names first, or null when it names none of them. */
export function requestLanguage(acceptLanguage: string | undefined): InterfaceLanguage | null {
  const tags = acceptedLanguages(acceptLanguage);
  const picked = pickInterfaceLanguage(tags);
  // pickInterfaceLanguage answers English when nothing fits; only an English the header asked for counts.
  return picked !== 'en' || tags.some((tag) => tag.toLowerCase().split(/[-_]/)[0] === 'en') ? picked : null;
}

/** mailLanguage for a mail sent while answering a request: the account's language, else the request's. */
export function mailLanguageFor(
  user: { interfaceLanguage?: string | null },
  request: { headers: { 'accept-language'?: string } },
): InterfaceLanguage {
  return mailLanguage(user.interfaceLanguage, requestLanguage(request.headers['accept-language']));
}
