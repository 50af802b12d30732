/**
 * The live preview beside the builder's form (and wherever a resume is previewed as it is edited): its page
 * images, the blank page before anything is typed, and what it says when it cannot typeset. The resume's own
 * text, read to screen readers beside the images, is in the resume's language (lang on its article).
 */
export default {
  'page.alt': 'Resume page {{number}} of {{total}}',
  'placeholder.text': 'Your resume will appear here as you type.',
  'status.loading': 'Loading preview',
  'status.paused': 'Preview paused: the server cannot be reached. Your edits are kept.',
  'status.missingCharacters':
    "These characters can't be shown with the resume's fonts and would be missing from the download:",
} as const;
