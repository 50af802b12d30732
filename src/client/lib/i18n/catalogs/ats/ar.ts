export default {
  'checker.heading': 'فاحص السيرة الذاتية المجاني لأنظمة ATS',
  'checker.intro':
    'ارفع سيرة ذاتية بصيغة PDF أو Word أُنشئت في أي مكان، وشاهد النص الذي يستخرجه منها محلّل السير الذاتية: اسمك وبيانات الاتصال، وكل وظيفة وتواريخها، وكل نقطة، وتعليمك ومهاراتك. نقرأ الملف بالقارئ نفسه الذي يستخدمه الاستيراد لدينا. يستخدم كل نظام لتتبّع المتقدمين محلّله الخاص، لذا يُظهر هذا ما يقرؤه محلّل نموذجي، لا ما سيراه صاحب عمل بعينه. يُقرأ الملف في الذاكرة ولا يُحفظ أبدًا، ولا حاجة إلى حساب.',
  'checker.file': 'سيرتك الذاتية (PDF أو Word، حتى 10 ميغابايت)',
  'checker.jobAd': 'إعلان الوظيفة (اختياري): الصقه للحصول على تقرير المطابقة',
  'checker.submit': 'افحص سيرتي الذاتية',
  'checker.reading': 'جارٍ قراءة ملفك',
  'checker.noFile': 'اختر ملفًا لاستيراده',
  'checker.offline': 'تعذّر إجراء الفحص: تحقّق من اتصالك.',
  'checker.openFailed': 'تعذّر فتح السيرة الذاتية في المحرّر.',
  'checker.read': 'ما تمت قراءته',
  'checker.nothingRead': 'لم يُقرأ من هذا الملف أي شيء نتعرّف عليه بوصفه حقلًا في سيرة ذاتية.',
  'checker.writing': 'فحص ATS والصياغة',
  'checker.match': 'المطابقة مع إعلان الوظيفة',
  'checker.continue': 'تابع في المحرّر',
  'field.name': 'الاسم',
  'field.headline': 'العنوان المهني',
  'field.email': 'البريد الإلكتروني',
  'field.phone': 'الهاتف',
  'field.location': 'الموقع',
  'field.website': 'الموقع الإلكتروني',
  'field.contact': 'بيانات الاتصال',
  'field.job.jobTitle': 'الوظيفة {{n}}، المسمى',
  'field.job.company': 'الوظيفة {{n}}، الشركة',
  'field.job.startDate': 'الوظيفة {{n}}، تاريخ البدء',
  'field.job.endDate': 'الوظيفة {{n}}، تاريخ الانتهاء',
  'field.job.bullet': 'الوظيفة {{n}}، النقطة {{m}}',
  'field.school.institution': 'التعليم {{n}}، المؤسسة',
  'field.school.degree': 'التعليم {{n}}، الشهادة',
  'field.school.endDate': 'التعليم {{n}}، تاريخ الانتهاء',
  'field.skill': 'المهارة {{n}}',
  'panel.signIn':
    'سجّل الدخول لحفظ سيرتك الذاتية، ثم شاهد هنا ما يقرؤه نظام تتبّع المتقدمين من ملفَّيها PDF وWord.',
  'panel.fileType': 'نوع الملف',
  'panel.failed': 'تعذّرت إعادة القراءة: تحقّق من اتصالك وأعد تحميل الصفحة.',
  'panel.reading': 'جارٍ إعادة قراءة ملفك',
  'panel.allSame.pdf_zero': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.pdf_one': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.pdf_two': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.pdf_few': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.pdf_many': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.pdf_other': 'قُرئ كل حقل فحصناه من ملف PDF كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_zero': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_one': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_two': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_few': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_many': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.allSame.docx_other': 'قُرئ كل حقل فحصناه من ملف Word كما كتبته (عدد الحقول: {{count}}).',
  'panel.differ.pdf_zero': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.pdf_one': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.pdf_two': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.pdf_few': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.pdf_many': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.pdf_other': 'قُرئت حقول من ملف PDF بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_zero': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_one': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_two': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_few': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_many': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.differ.docx_other': 'قُرئت حقول من ملف Word بشكل مختلف: {{count}} من أصل {{total}}.',
  'panel.every': 'كل الحقول، كما كُتبت وكما قُرئت',
  'panel.field': 'الحقل',
  'panel.yours': 'سيرتك الذاتية',
  'panel.fromFile': 'ما قُرئ من الملف',
  'diff.list': 'الاختلافات',
  'diff.kind.missing': 'غير موجود',
  'diff.kind.changed': 'تغيّر',
  'diff.kind.date': 'التاريخ',
  'diff.kind.moved': 'نُقل',
  'diff.kind.merged': 'دُمج',
  'diff.kind.split': 'قُسّم',
  'diff.got': 'كتبتَ «<expected></expected>»، وحصل القارئ على «<read></read>».',
  'diff.gotNothing': 'كتبتَ «<expected></expected>»، ولم يحصل القارئ على شيء.',
  'diff.fix': 'الحل: ',
  'summary.all.pdf_zero':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.pdf_one':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.pdf_two':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.pdf_few':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.pdf_many':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.pdf_other':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_zero':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_one':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_two':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_few':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_many':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.all.docx_other':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على كل حقولك كما كتبتها (عدد الحقول: {{count}}، {{score}}).',
  'summary.some.pdf_zero':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.pdf_one':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.pdf_two':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.pdf_few':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.pdf_many':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.pdf_other':
    'يحصل قارئ مشابه لأنظمة ATS من ملف PDF هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_zero':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_one':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_two':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_few':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_many':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.some.docx_other':
    'يحصل قارئ مشابه لأنظمة ATS من ملف Word هذا على {{read}} من أصل {{count}} من حقولك كما كتبتها ({{score}}).',
  'summary.differences_zero': 'لا اختلافات ({{count}})',
  'summary.differences_one': 'اختلاف واحد ({{count}})، مع السبب والحل',
  'summary.differences_two': 'اختلافان ({{count}})، مع السبب والحل',
  'summary.differences_few': '{{count}} اختلافات، مع السبب والحل',
  'summary.differences_many': '{{count}} اختلافًا، مع السبب والحل',
  'summary.differences_other': '{{count}} اختلاف، مع السبب والحل',
  'summary.failed.pdf': 'تعذّرت إعادة قراءة ملف PDF الآن. لا يتأثر التنزيل بذلك.',
  'summary.failed.docx': 'تعذّرت إعادة قراءة ملف Word الآن. لا يتأثر التنزيل بذلك.',
  'summary.reading.pdf': 'جارٍ إعادة قراءة ملف PDF',
  'summary.reading.docx': 'جارٍ إعادة قراءة ملف Word',
  'summary.readingLong.pdf': 'جارٍ إعادة قراءة ملف PDF كما يفعل نظام تتبّع المتقدمين…',
  'summary.readingLong.docx': 'جارٍ إعادة قراءة ملف Word كما يفعل نظام تتبّع المتقدمين…',
} as const;
