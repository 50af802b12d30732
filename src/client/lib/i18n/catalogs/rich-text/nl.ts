export default {
  'toolbar.label': 'Opmaak',
  'toolbar.bold': 'Vet',
  'toolbar.italic': 'Cursief',
  'toolbar.underline': 'Onderstrepen',
  'toolbar.bulletList': 'Lijst met opsommingstekens',
} as const;
