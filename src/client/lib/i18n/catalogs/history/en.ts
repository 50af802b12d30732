/**
 * /drafts/{id}/history: the versions kept of a draft, each with when, why and what changed, its preview and the
 * restore. English texts are the ones the page had. What changed (a version's summary) is written by the server,
 * in English for now; a token's name is the user's.
 */
export default {
  'page.title': 'Version history | Resumable',
  'page.heading': 'Version history',
  'page.loading': 'Loading',
  'page.signIn': 'Sign in to see the history of your resumes.',
  'page.openInBuilder': 'Open in builder',
  'versions.loading': 'Loading versions',
  'versions.loadFailed': 'Could not load the versions. Please reload the page.',
  'versions.empty':
    'No earlier versions yet. A version is kept when you start a new editing session, every 10 minutes while you type, and before a template change or an AI rewrite.',
  'versions.heading': 'Kept versions',
  'reason.session': 'Before a new editing session',
  'reason.interval': 'While editing',
  'reason.import': 'Before an import',
  'reason.template': 'Before a template change',
  'reason.tailoring': 'Before tailoring to a job',
  'reason.ai-rewrite': 'Before an AI rewrite',
  'reason.restore': 'Before restoring an older version',
  'reason.manual': 'Saved by you',
  'reason.token': 'Changed with a personal access token',
  'reason.sent': 'Sent with a job application',
  'reason.tokenNamed': 'Changed by <name></name>',
  'preview.heading': 'Preview',
  'preview.versionOf': 'Version of <time></time>',
  'preview.restore': 'Restore this version',
  'preview.loadFailed': 'Could not load this version.',
  'preview.loading': 'Loading version',
  'restored.title': 'Version restored',
  'restored.text': 'Your resume now holds this version.',
  'notRestored.title': 'Not restored',
  'notRestored.conflict': 'The resume changed in another tab or device. Look at the list again and retry.',
  'notRestored.failed': 'Could not restore this version. Please try again.',
  'confirm.title': 'Restore this version?',
  'confirm.text':
    'Your resume will hold this version again. What it holds now is kept in the history, so you can come back to it.',
  'confirm.cancel': 'Cancel',
  'confirm.restoring': 'Restoring...',
  'confirm.restore': 'Restore',
} as const;
