export default {
  'toolbar.label': 'Formato',
  'toolbar.bold': 'Negrita',
  'toolbar.italic': 'Cursiva',
  'toolbar.underline': 'Subrayado',
  'toolbar.bulletList': 'Lista de viñetas',
} as const;
