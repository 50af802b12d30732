export default {
  'toolbar.label': 'Mise en forme',
  'toolbar.bold': 'Gras',
  'toolbar.italic': 'Italique',
  'toolbar.underline': 'Souligné',
  'toolbar.bulletList': 'Liste à puces',
} as const;
