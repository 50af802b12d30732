/**
 * Saving a draft, wherever it is edited: the title bar's save state (the builder's and the cover letter's), the
 * conflict when another tab or device saved first, a rename that failed, a guest's resume that could not move into
 * the new account, and a save on the way to a download that failed. English texts are the ones the app had.
 */
export default {
  'status.saving': 'Saving',
  'status.saved': 'Saved',
  'status.retrying': 'Not saved, retrying',
  'status.conflict': 'Changed elsewhere',
  'conflict.title': 'This resume was changed elsewhere',
  'conflict.textAt':
    'It was saved from another tab or device at <time>{{time}}</time> after you opened it. Keep your changes (replacing that version), or load the saved version (discarding your unsaved changes).',
  'conflict.text':
    'It was saved from another tab or device after you opened it. Keep your changes (replacing that version), or load the saved version (discarding your unsaved changes).',
  'conflict.loadSaved': 'Load the saved version',
  'conflict.keepMine': 'Keep my changes',
  'rename.failed': 'Failed to save title. Please try again.',
  'migration.issueTitle': 'Resume Migration Issue',
  'migration.issueText': "We couldn't save your resume. Please try again or contact support.",
  'migration.errorTitle': 'Resume Migration Error',
  'migration.errorText': 'There was an error saving your resume. Please try again.',
  'download.saveFailed': 'Failed to save your resume. Please try again.',
  'download.notFound': 'Unable to find your resume data. Please try again or contact support.',
} as const;
