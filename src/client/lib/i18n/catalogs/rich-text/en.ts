/** The rich-text box's toolbar (the builder's bullets and summary, a cover letter's body). */
export default {
  'toolbar.label': 'Formatting',
  'toolbar.bold': 'Bold',
  'toolbar.italic': 'Italic',
  'toolbar.underline': 'Underline',
  'toolbar.bulletList': 'Bullet list',
} as const;
