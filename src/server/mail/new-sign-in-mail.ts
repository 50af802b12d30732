import type { MailMessage } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A device the account was not signed in on just signed in: so a stranger's sign-in does not go unseen. */
export function newSignInMail(to: string, device: string, at: Date, settingsUrl: string): MailMessage {
  const when = at.toUTCString();
  const text = [
    'Hello,',
    '',
    `Your Resumable account was just signed in on ${device} (${when}).`,
    '',
    'If this was you, there is nothing to do.',
    `If not, change your password and sign that session out in Account Settings: ${settingsUrl}`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Your Resumable account was just signed in on <strong>${escapeHtml(device)}</strong> (${escapeHtml(when)}).</p><p>If this was you, there is nothing to do. If not, change your password and sign that session out in <a href="${escapeHtml(settingsUrl)}">Account Settings</a>.</p>`;
  return { to, subject: 'New sign-in to your Resumable account', text, html };
}
