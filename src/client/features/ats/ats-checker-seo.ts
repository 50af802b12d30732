/** The checker's title and description: the prerendered page's head (for search) and document.title agree. */
export const ATS_CHECKER_TITLE = 'Free ATS resume checker | Resumable';
export const ATS_CHECKER_DESCRIPTION =
  'Upload a PDF or Word resume and see what a resume parser reads from it, with ATS and writing checks. Free, no account; the file is never stored.';
