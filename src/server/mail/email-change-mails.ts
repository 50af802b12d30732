import { EMAIL_CHANGE_LINK_HOURS } from '../../domain/account-api';
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** To the new address: the link that makes the change happen. */
export function confirmNewEmailMail(to: string, confirmUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'You asked to use this address for your Resumable account. Open this link to confirm it:',
    '',
    confirmUrl,
    '',
    `The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. Until you confirm, nothing changes.`,
    'If you did not ask for this, ignore this e-mail.',
  ].join('\n');
  const html = `<p>Hello,</p><p>You asked to use this address for your Resumable account.</p><p><a href="${escapeHtml(confirmUrl)}">Confirm this e-mail address</a></p><p>The link works once and expires in ${EMAIL_CHANGE_LINK_HOURS} hours. Until you confirm, nothing changes. If you did not ask for this, ignore this e-mail.</p>`;
  return { to, subject: 'Confirm your new e-mail for Resumable', text, html };
}

/** To the old address, when the change is asked for: so a stranger in the account cannot move it quietly. */
export function emailChangeNoticeMail(to: string, newEmail: string, supportEmail: string): MailMessage {
  const text = [
    'Hello,',
    '',
    `Someone signed in to your Resumable account asked to change its e-mail to ${newEmail}.`,
    'The change happens only when the link sent to that address is opened.',
    '',
    `If this was not you, change your password in Account Settings and write to ${supportEmail}.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Someone signed in to your Resumable account asked to change its e-mail to <strong>${escapeHtml(newEmail)}</strong>. The change happens only when the link sent to that address is opened.</p><p>If this was not you, change your password in Account Settings and write to ${escapeHtml(supportEmail)}.</p>`;
  return { to, subject: 'A change of your Resumable e-mail was requested', text, html };
}
