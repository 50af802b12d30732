import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import type { MailMessage } from './mailer';

/** After sign-up (or "send again"): the link that proves the address is the person's. */
export function verifyEmailMail(to: string, confirmUrl: string): MailMessage {
  const text = [
    'Welcome to Resumable!',
    '',
    'Please confirm your e-mail address by opening this link:',
    '',
    confirmUrl,
    '',
    `The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. You can keep building your resume meanwhile.`,
    'If you did not sign up, ignore this e-mail.',
  ].join('\n');
  const safeUrl = confirmUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const html = `<p>Welcome to Resumable!</p><p><a href="${safeUrl}">Confirm your e-mail address</a></p><p>The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. You can keep building your resume meanwhile. If you did not sign up, ignore this e-mail.</p>`;
  return { to, subject: 'Confirm your e-mail for Resumable', text, html };
}
