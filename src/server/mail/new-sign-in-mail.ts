import type { InterfaceLanguage } from '../../domain/interface-languages';
import { renderMail } from './mail-copy';
import { MAIL_TEXTS } from './mail-language';
import type { MailMessage } from './mailer';

/** A device the account was not signed in on just signed in: so a stranger's sign-in does not go unseen. */
export function newSignInMail(
  to: string,
  device: string,
  at: Date,
  settingsUrl: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  // The time in UTC, said so: the server does not know the reader's time zone.
  const when = `${new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
  return renderMail(to, MAIL_TEXTS[language].newSignIn, language, { device, when, link: settingsUrl });
}
