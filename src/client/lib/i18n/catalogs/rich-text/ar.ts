export default {
  'toolbar.label': 'التنسيق',
  'toolbar.bold': 'غامق',
  'toolbar.italic': 'مائل',
  'toolbar.underline': 'تسطير',
  'toolbar.bulletList': 'قائمة نقطية',
} as const;
