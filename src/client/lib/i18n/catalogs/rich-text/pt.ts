export default {
  'toolbar.label': 'Formatação',
  'toolbar.bold': 'Negrito',
  'toolbar.italic': 'Itálico',
  'toolbar.underline': 'Sublinhado',
  'toolbar.bulletList': 'Lista com marcadores',
} as const;
