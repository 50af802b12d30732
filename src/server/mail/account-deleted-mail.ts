import type { InterfaceLanguage } from '../../domain/interface-languages';
import { renderMail } from './mail-copy';
import { MAIL_TEXTS } from './mail-language';
import type { MailMessage } from './mailer';

/** Sent once the account is gone: what was erased, what the law makes us keep, and what to do if it was not them. */
export function accountDeletedMail(
  to: string,
  supportEmail: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  return renderMail(to, MAIL_TEXTS[language].accountDeleted, language, { support: supportEmail });
}
