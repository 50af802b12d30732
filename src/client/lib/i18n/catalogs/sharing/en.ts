/**
 * /drafts/{id}/share: the public link of a resume, on or off, its password, indexing and views. English texts are
 * the ones the page had. The server's own answers to a failed save stay as it sends them (English for now).
 */
export default {
  'page.title': 'Share your resume | Resumable',
  'page.heading': 'Share your resume',
  'page.loading': 'Loading',
  'page.signIn': 'Sign in to share your resumes.',
  'page.back': 'Back to your dashboard',
  'toast.notSaved': 'Not saved',
  'toast.tryAgain': 'Please try again.',
  'toast.copied': 'Link copied',
  'toast.copyFromBox': 'Copy the link from the box',
  'toast.linkOn': 'Link turned on',
  'toast.linkOff': 'Link turned off',
  'toast.passwordSet': 'Password set',
  'toast.passwordRemoved': 'Password removed',
  'toast.saved': 'Saved',
  'link.on': 'Public link on',
  'link.off': 'Public link off',
  'link.explain':
    'Anyone with the link sees your resume as typeset pages, without an account. Turning it off stops the link at once. Visitors can download the PDF while your plan is active.',
  'link.yours': 'Your link',
  'link.copy': 'Copy link',
  'link.open': 'Open',
  'views.count_one': 'Viewed {{count}} time',
  'views.count_other': 'Viewed {{count}} times',
  'views.countLast_one': 'Viewed {{count}} time, last on <time></time>',
  'views.countLast_other': 'Viewed {{count}} times, last on <time></time>',
  'password.heading': 'Password',
  'password.has': 'Visitors need a password to see this resume.',
  'password.none': 'No password: anyone with the link can see it.',
  'password.new': 'New password',
  'password.set': 'Set a password',
  'password.save': 'Save password',
  'password.remove': 'Remove password',
  'index.label': 'Let search engines show this page',
  'index.hint':
    'Off by default: the page tells search engines not to index it. A password keeps it out either way.',
} as const;
