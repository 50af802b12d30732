import type { MailMessage } from './mailer';

/** The reset mail: the link, how long it lasts, and what to do if the reader did not ask. */
export function passwordResetMail(to: string, resetUrl: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Resumable account. Open this link to choose a new password:',
    '',
    resetUrl,
    '',
    'The link works once and expires in 1 hour.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const safeUrl = resetUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const html = `<p>Hello,</p><p>Someone asked to reset the password of your Resumable account.</p><p><a href="${safeUrl}">Choose a new password</a></p><p>The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Resumable password', text, html };
}
