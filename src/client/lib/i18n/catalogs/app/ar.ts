export default {
  'builder.dashboard': 'لوحة التحكم',
  'draft.history': 'سجل التغييرات',
  'draft.share': 'مشاركة',
  'import.guestResumeExists':
    'يحتوي هذا المتصفح على سيرة ذاتية بالفعل. سجّل الدخول للاحتفاظ بالاثنتين، أو نزّل تلك السيرة أولًا ثم ابدأ من جديد في المحرّر.',
} as const;
