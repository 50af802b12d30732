export default {
  'toolbar.label': 'Formattazione',
  'toolbar.bold': 'Grassetto',
  'toolbar.italic': 'Corsivo',
  'toolbar.underline': 'Sottolineato',
  'toolbar.bulletList': 'Elenco puntato',
} as const;
