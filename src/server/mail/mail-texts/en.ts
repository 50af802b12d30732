import { LINK, type MailTexts } from '../mail-copy';

export const EN: MailTexts = {
  verifyEmail: {
    subject: 'Confirm your e-mail for Resumable',
    paragraphs: [
      'Welcome to Resumable!',
      'Please confirm your e-mail address by opening this link:',
      LINK,
      'The link works once and expires in {{hours}} hours. You can keep building your resume meanwhile. If you did not sign up, ignore this e-mail.',
    ],
    linkLabel: 'Confirm your e-mail address',
  },
  passwordReset: {
    subject: 'Reset your Resumable password',
    paragraphs: [
      'Hello,',
      'Someone asked to reset the password of your Resumable account. Open this link to choose a new password:',
      LINK,
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    linkLabel: 'Choose a new password',
  },
  confirmNewEmail: {
    subject: 'Confirm your new e-mail for Resumable',
    paragraphs: [
      'Hello,',
      'You asked to use this address for your Resumable account. Open this link to confirm it:',
      LINK,
      'The link works once and expires in {{hours}} hours. Until you confirm, nothing changes. If you did not ask for this, ignore this e-mail.',
    ],
    linkLabel: 'Confirm this e-mail address',
  },
  emailChangeNotice: {
    subject: 'A change of your Resumable e-mail was requested',
    paragraphs: [
      'Hello,',
      'Someone signed in to your Resumable account asked to change its e-mail to {{newEmail}}. The change happens only when the link sent to that address is opened.',
      'If this was not you, change your password in Account Settings and write to {{support}}.',
    ],
  },
  newSignIn: {
    subject: 'New sign-in to your Resumable account',
    paragraphs: [
      'Hello,',
      'Your Resumable account was just signed in on {{device}} ({{when}}).',
      'If this was you, there is nothing to do. If not, change your password and sign that session out in Account Settings:',
      LINK,
    ],
    linkLabel: 'Open Account Settings',
  },
  accountDeleted: {
    subject: 'Your Resumable account has been deleted',
    paragraphs: [
      'Hello,',
      'Your Resumable account has been deleted, as you asked. Your resumes, cover letters, saved jobs and sign-in sessions are erased, and any subscription was cancelled so you will not be charged again.',
      'Records of past payments (plan, amount and date, without your name or resumes) are kept for as long as bookkeeping law requires.',
      'If you did not delete your account, write to {{support}} at once.',
    ],
  },
  eventReminder: {
    subject: 'Today: {{what}}',
    paragraphs: [
      'Hello,',
      'A date you saved in Resumable is today: {{what}}, at {{time}} ({{timeZone}}).',
      'Open the job to see your notes:',
      LINK,
      'You get this mail because you asked for a reminder on this date. Turn it off on the job in Resumable.',
    ],
    linkLabel: 'Open the job',
  },
};
