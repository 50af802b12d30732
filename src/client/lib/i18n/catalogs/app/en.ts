/**
 * The app's own texts around the features it composes: the builder's Dashboard button, the preview page's links
 * to the open draft's history and sharing, and what /import and /ats-checker say when a guest's browser already
 * holds a resume. English texts are the ones the app had.
 */
export default {
  'builder.dashboard': 'Dashboard',
  'draft.history': 'History',
  'draft.share': 'Share',
  'import.guestResumeExists':
    'This browser already holds a resume. Sign in to keep both, or download that one first and start over in the builder.',
  'draft.notFound': 'Resume not found',
  'draft.back': 'Back to your dashboard',
  'draft.missing': 'This resume does not exist or was deleted.',
  'draft.loadFailed': 'Could not load the resume. Please reload the page.',
} as const;
