export default {
  'toolbar.label': 'Formatierung',
  'toolbar.bold': 'Fett',
  'toolbar.italic': 'Kursiv',
  'toolbar.underline': 'Unterstrichen',
  'toolbar.bulletList': 'Aufzählung',
} as const;
