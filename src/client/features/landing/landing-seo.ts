/** The landing page's title and description: index.html's head, the prerendered page and document.title agree. */
export const LANDING_TITLE = 'Resumable: build an ATS-friendly resume in minutes';
export const LANDING_DESCRIPTION =
  'Build a professional, ATS-friendly resume step by step with a live preview and AI writing help, then download it as PDF or Word. Free to build and save.';
