export default {
  'page.heading': 'قوالب سيرة ذاتية متوافقة مع أنظمة ATS',
  'page.intro_zero':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.intro_one':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.intro_two':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.intro_few':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.intro_many':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.intro_other':
    'عدد القوالب: {{count}}، وتقرؤها كلها أنظمة تتبّع المتقدمين بسلاسة. اختر مظهرًا، أو ابدأ من أحد النماذج، واجعلها سيرتك في نحو {{minutes}} دقائق.',
  'page.create': 'أنشئ سيرتي الذاتية',
  'page.import': 'ابدأ بسيرتي الذاتية',
  'figures.label': 'لماذا Resumable',
  'figures.reviews_zero': 'من {{number}} تقييم',
  'figures.reviews_one': 'من تقييم واحد ({{number}})',
  'figures.reviews_two': 'من تقييمين ({{number}})',
  'figures.reviews_few': 'من {{number}} تقييمات',
  'figures.reviews_many': 'من {{number}} تقييمًا',
  'figures.reviews_other': 'من {{number}} تقييم',
  'figures.users': 'من المحترفين يثقون بنا',
  'figures.interviews': 'مقابلات أكثر',
  'figures.views': 'مشاهدات أكثر من مسؤولي التوظيف',
  'figures.ats': 'متوافقة مع ATS',
  'gallery.heading_zero': '{{count}} قالب',
  'gallery.heading_one': 'قالب واحد ({{count}})',
  'gallery.heading_two': 'قالبان ({{count}})',
  'gallery.heading_few': '{{count}} قوالب',
  'gallery.heading_many': '{{count}} قالبًا',
  'gallery.heading_other': '{{count}} قالب',
  'gallery.list': 'القوالب',
  'gallery.image': 'قالب {{name}} مع سيرة ذاتية نموذجية',
  'gallery.use': 'استخدم هذا القالب',
  'gallery.useNamed': 'استخدم هذا القالب: {{name}}',
  'samples.heading': 'ابدأ من نموذج',
  'sample.01': 'مهندس برمجيات',
  'sample.02': 'مديرة تسويق',
  'sample.03': 'مندوب مبيعات',
} as const;
