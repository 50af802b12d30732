/**
 * The public pages' titles and descriptions (the prerendered head, per language: issue 33 item 2) and the
 * note on pages whose text exists only in English. The landing page's are in the landing namespace.
 */
export default {
  'templates.title': 'ATS Resume Templates',
  'templates.description':
    'ATS-friendly resume templates: single-column layouts with standard headings that applicant tracking systems read cleanly. Pick one and start writing.',
  'checker.title': 'Free ATS resume checker | Resumable',
  'checker.description':
    'Upload a PDF or Word resume and see what a resume parser reads from it, with ATS and writing checks. Free, no account; the file is never stored.',
  'blog.title': 'Resume advice: the Resumable blog',
  'blog.description':
    'Short, practical articles on writing a resume that applicant tracking systems and recruiters read: formatting, bullet points and summaries.',
  'privacy.title': 'Privacy policy',
  'privacy.description': 'What Resumable stores about you, why, for how long, and how to have it deleted.',
  'terms.title': 'Terms of service',
  'terms.description':
    'The terms for using Resumable: free building and saving, paid plans for downloads, refunds and cancellation.',
  englishOnly: 'This page is available in English only.',
};
