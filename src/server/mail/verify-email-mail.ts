import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { renderMail } from './mail-copy';
import { MAIL_TEXTS } from './mail-language';
import type { MailMessage } from './mailer';

/** After sign-up (or "send again"): the link that proves the address is the person's. */
export function verifyEmailMail(
  to: string,
  confirmUrl: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  return renderMail(to, MAIL_TEXTS[language].verifyEmail, language, {
    link: confirmUrl,
    hours: String(EMAIL_CHANGE_LINK_HOURS),
  });
}
