/**
 * The job page's "What you sent" (issue 35 item 4): the resume version and the letter recorded for the job,
 * and the form that records them. Titles are the user's and stay as typed.
 */
export default {
  title: 'What you sent',
  none: 'Nothing recorded yet. Record the resume and letter you sent, so you can always open exactly what the employer has.',
  prompt: 'You applied for this job. Record the resume and letter you sent?',
  loading: 'Loading what you sent',
  loadFailed: 'Could not load what you sent. Please reload the page.',
  'resume.sent': 'Sent: {{title}} (version of {{date}})',
  'resume.deleted': 'Sent: {{title}} (version of {{date}}). This resume has been deleted since.',
  'letter.sent': 'Letter: {{title}}',
  'letter.none': 'No letter was sent.',
  'letter.show': 'Read the letter as sent',
  'letter.hide': 'Hide the letter',
  'letter.deleted': 'This letter has been deleted since; the copy below is what you sent.',
  record: 'Record what you sent',
  change: 'Change what you sent',
  clear: 'Forget what you sent',
  clearing: 'Forgetting...',
  'form.resume': 'Resume you sent',
  'form.chooseResume': 'Choose a resume',
  'form.letter': 'Cover letter you sent',
  'form.noLetter': 'No letter',
  'form.hint':
    'The resume is kept as it is now in its version history: later edits do not change what is recorded.',
  'form.noResumes': 'You have no saved resumes yet.',
  'form.save': 'Save what I sent',
  'form.saving': 'Saving...',
  'form.cancel': 'Cancel',
  'form.resumeRequired': 'Choose the resume you sent.',
  'form.failed': 'Could not save: {{reason}}',
};
