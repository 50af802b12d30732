/**
 * The frame of every public page: header, footer, language switcher, the 404 page. English texts are the
 * product specification's, word for word (section 2); the other languages translate these keys.
 */
export default {
  'header.nav': 'Main',
  'header.home': 'Resumable home',
  'header.logIn': 'Log in',
  'header.build': 'Build my Resume',
  'userMenu.label': 'Account menu for {{name}}',
  'userMenu.myResumes': 'My Resumes',
  'userMenu.jobs': 'Jobs',
  'userMenu.accountSettings': 'Account Settings',
  'userMenu.signOut': 'Sign out',
  'userMenu.signOutFailed': 'Failed to logout. Please try again.',
  'passwordReset.title': 'Password reset successful',
  'passwordReset.text': 'You can now log in with your new password.',
  'layout.skip': 'Skip to content',
  'page.loading': 'Loading…',
  'footer.tagline': 'Build a resume step by step, see it as you write, download it when it is ready.',
  'footer.nav': 'Footer',
  'footer.templates': 'Resume templates',
  'footer.blog': 'Blog',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms of service',
  'footer.help': 'Need help?',
  'language.label': 'Language',
  'notFound.title': '404 Page Not Found',
  'notFound.text': 'Did you forget to add the page to the router?',
  'ui.close': 'Close',
  'ui.loading': 'Loading',
  'ui.notifications': 'Notifications',
} as const;
