import type { InterfaceLanguage } from '../../domain/interface-languages';
import { renderMail } from './mail-copy';
import { MAIL_TEXTS } from './mail-language';
import type { MailMessage } from './mailer';

/** The reset mail: the link, how long it lasts, and what to do if the reader did not ask. */
export function passwordResetMail(
  to: string,
  resetUrl: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  return renderMail(to, MAIL_TEXTS[language].passwordReset, language, { link: resetUrl });
}
