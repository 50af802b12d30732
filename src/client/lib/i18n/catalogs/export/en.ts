/**
 * The download dialog (spec sections 2, 4 and 8) and the download flows' errors; /loading; the resume preview
 * (/write/preview). English texts are the specification's and the screens' (the builder's save conflict and
 * failed rename are in draft-saving). The readiness advice on the preview is the builder's rules' text (English for now, marked lang="en").
 */
export default {
  'dialog.title': 'Download your resume',
  'dialog.description': 'Choose a format.',
  'dialog.pdf': 'PDF Document',
  'dialog.word': 'Word Document',
  'dialog.pdfHint': 'Best for printing and ATS systems',
  'dialog.wordHint': 'Editable format',
  'dialog.recommended': 'Recommended',
  'dialog.downloading': 'Downloading...',
  'dialog.failed': 'Failed to download {{format}} file. Please try again.',
  'dialog.readBack': 'What an ATS reads',
  'dialog.readBackType': 'File type to read back',
  'flow.saveFailed': 'Failed to save your resume. Please try again.',
  'flow.notFound': 'Unable to find your resume data. Please try again or contact support.',
  'loading.done': 'Resume Optimized Successfully',
  'loading.saved': 'Your resume is saved to your account.',
  'loading.savedAdvice_one':
    'Your resume is saved to your account. The preview page has {{count}} suggestion for it.',
  'loading.savedAdvice_other':
    'Your resume is saved to your account. The preview page has {{count}} suggestions for it.',
  'loading.settingUp': 'Setting up your account',
  'loading.optimizing': 'Optimizing your resume',
  'loading.step.account': 'Checking your account',
  'loading.step.save': 'Saving your resume to your account',
  'loading.step.check': 'Checking your resume',
  'loading.stepDone': '(done)',
  'preview.title': 'Resume Preview | Resumable',
  'preview.back': 'Back to Editor',
  'preview.heading': 'Resume Preview',
  'preview.design': 'Design',
  'preview.complete': '{{percent}}% Complete',
  'preview.completeness': 'Resume completeness',
  'preview.json': 'Download my data as JSON Resume',
  'preview.download': 'Download',
  'preview.notYet': 'Complete to {{percent}}% to download',
  'preview.advice': 'Before you download',
} as const;
