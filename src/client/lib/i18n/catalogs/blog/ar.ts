export default {
  'index.heading': 'نصائح السيرة الذاتية',
  'index.englishOnly': 'المقالات مكتوبة باللغة الإنجليزية.',
  'post.back': 'نصائح السيرة الذاتية',
  'post.notFound': 'لم يُعثر على المقال',
  'post.notFoundTitle': 'لم يُعثر على المقال | Resumable',
  'post.all': 'اعرض كل المقالات',
  'post.start': 'ابدأ سيرتك الذاتية',
  'post.practice': 'طبّق ما تعلّمته',
  'post.pitch': 'أنشئ سيرتك الذاتية خطوة بخطوة مع معاينة مباشرة. الإنشاء والحفظ مجانيان.',
  'post.build': 'أنشئ سيرتي الذاتية',
} as const;
