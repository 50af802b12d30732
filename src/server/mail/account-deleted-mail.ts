import type { MailMessage } from './mailer';

/** Sent once the account is gone: what was erased, what the law makes us keep, and what to do if it was not them. */
export function accountDeletedMail(to: string, supportEmail: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Your Resumable account has been deleted, as you asked. Your resumes, cover letters, saved jobs and sign-in',
    'sessions are erased, and any subscription was cancelled so you will not be charged again.',
    '',
    'Records of past payments (plan, amount and date, without your name or resumes) are kept for as long as',
    'bookkeeping law requires.',
    '',
    `If you did not delete your account, write to ${supportEmail} at once.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Your Resumable account has been deleted, as you asked. Your resumes, cover letters, saved jobs and sign-in sessions are erased, and any subscription was cancelled so you will not be charged again.</p><p>Records of past payments (plan, amount and date, without your name or resumes) are kept for as long as bookkeeping law requires.</p><p>If you did not delete your account, write to ${escapeHtml(supportEmail)} at once.</p>`;
  return { to, subject: 'Your Resumable account has been deleted', text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
