import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import { renderMail } from './mail-copy';
import { MAIL_TEXTS } from './mail-language';
import type { MailMessage } from './mailer';

/** To the new address: the link that makes the change happen. */
export function confirmNewEmailMail(
  to: string,
  confirmUrl: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  return renderMail(to, MAIL_TEXTS[language].confirmNewEmail, language, {
    link: confirmUrl,
    hours: String(EMAIL_CHANGE_LINK_HOURS),
  });
}

/** To the old address, when the change is asked for: so a stranger in the account cannot move it quietly. */
export function emailChangeNoticeMail(
  to: string,
  newEmail: string,
  supportEmail: string,
  language: InterfaceLanguage = 'en',
): MailMessage {
  return renderMail(to, MAIL_TEXTS[language].emailChangeNotice, language, {
    newEmail,
    support: supportEmail,
  });
}
