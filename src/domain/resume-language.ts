import type { AdditionalSectionType } from './section-types';

/**
 * The language a resume is written in: its default section headings, month names and the word for an ongoing
 * date range. Chosen per resume; the app's own interface stays English. Arabic and Hebrew are written right
 * to left, and the typeset page follows (ADR 0056).
 */

export const RESUME_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'ar', 'he'] as const;
export type ResumeLanguage = (typeof RESUME_LANGUAGES)[number];
export const DEFAULT_RESUME_LANGUAGE: ResumeLanguage = 'en';

export const RTL_LANGUAGES: ReadonlySet<ResumeLanguage> = new Set(['ar', 'he']);

export type BuiltInSection = 'summary' | 'experience' | 'education' | 'skills';
export type SectionHeadingKey = BuiltInSection | AdditionalSectionType;

export type ResumeWords = {
  /** The language's own name, for the picker. */
  name: string;
  headings: Record<SectionHeadingKey, string>;
  shortMonths: readonly string[];
  longMonths: readonly string[];
  present: string;
  /** Joins a degree and its field ('BSc in Physics'); null joins them with a comma. */
  degreeIn: string | null;
  gpa: string;
  credentialId: string;
  keywords: string;
  /** The side column's heading over the contact details (two-column templates). */
  contact: string;
  /** A resume's title before the writer gives one, around their name: the spec's '{name} Resume' in English. */
  titleOf: string;
};

const EN: ResumeWords = {
  name: 'English',
  headings: {
    summary: 'Summary',
    experience: 'Employment History',
    education: 'Education',
    skills: 'Skills',
    internships: 'Internships',
    courses: 'Courses',
    certifications: 'Certifications',
    projects: 'Projects',
    volunteering: 'Volunteering',
    references: 'References',
    languages: 'Languages',
    links: 'Links',
    hobbies: 'Hobbies',
    custom: 'Custom Section',
  },
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  longMonths: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  present: 'Present',
  degreeIn: 'in',
  gpa: 'GPA',
  credentialId: 'Credential ID',
  keywords: 'Keywords',
  contact: 'Contact',
  titleOf: '{name} Resume',
};

const split = (names: string) => names.split(' ');

export const RESUME_WORDS: Record<ResumeLanguage, ResumeWords> = {
  en: EN,
  es: {
    name: 'Español',
    headings: {
      summary: 'Resumen',
      experience: 'Experiencia laboral',
      education: 'Educación',
      skills: 'Habilidades',
      internships: 'Prácticas',
      courses: 'Cursos',
      certifications: 'Certificaciones',
      projects: 'Proyectos',
      volunteering: 'Voluntariado',
      references: 'Referencias',
      languages: 'Idiomas',
      links: 'Enlaces',
      hobbies: 'Aficiones',
      custom: 'Otros',
    },
    shortMonths: split('ene feb mar abr may jun jul ago sept oct nov dic'),
    longMonths: split(
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
    ),
    present: 'Actualidad',
    degreeIn: 'en',
    gpa: 'Nota media',
    credentialId: 'ID de credencial',
    keywords: 'Palabras clave',
    contact: 'Contacto',
    titleOf: 'Currículum de {name}',
  },
  fr: {
    name: 'Français',
    headings: {
      summary: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      internships: 'Stages',
      courses: 'Cours',
      certifications: 'Certifications',
      projects: 'Projets',
      volunteering: 'Bénévolat',
      references: 'Références',
      languages: 'Langues',
      links: 'Liens',
      hobbies: "Centres d'intérêt",
      custom: 'Divers',
    },
    shortMonths: split('janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc.'),
    longMonths: split('janvier février mars avril mai juin juillet août septembre octobre novembre décembre'),
    present: "Aujourd'hui",
    degreeIn: 'en',
    gpa: 'Moyenne',
    credentialId: 'Identifiant',
    keywords: 'Mots-clés',
    contact: 'Contact',
    titleOf: 'CV de {name}',
  },
  de: {
    name: 'Deutsch',
    headings: {
      summary: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      internships: 'Praktika',
      courses: 'Kurse',
      certifications: 'Zertifikate',
      projects: 'Projekte',
      volunteering: 'Ehrenamt',
      references: 'Referenzen',
      languages: 'Sprachen',
      links: 'Links',
      hobbies: 'Hobbys',
      custom: 'Sonstiges',
    },
    shortMonths: split('Jan. Feb. März Apr. Mai Juni Juli Aug. Sept. Okt. Nov. Dez.'),
    longMonths: split('Januar Februar März April Mai Juni Juli August September Oktober November Dezember'),
    present: 'heute',
    degreeIn: 'in',
    gpa: 'Note',
    credentialId: 'Zertifikats-ID',
    keywords: 'Stichwörter',
    contact: 'Kontakt',
    titleOf: 'Lebenslauf {name}',
  },
  pt: {
    name: 'Português',
    headings: {
      summary: 'Resumo',
      experience: 'Experiência profissional',
      education: 'Formação acadêmica',
      skills: 'Competências',
      internships: 'Estágios',
      courses: 'Cursos',
      certifications: 'Certificações',
      projects: 'Projetos',
      volunteering: 'Voluntariado',
      references: 'Referências',
      languages: 'Idiomas',
      links: 'Links',
      hobbies: 'Interesses',
      custom: 'Outros',
    },
    shortMonths: split('jan fev mar abr mai jun jul ago set out nov dez'),
    longMonths: split(
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
    ),
    present: 'Atual',
    degreeIn: 'em',
    gpa: 'Média',
    credentialId: 'ID da credencial',
    keywords: 'Palavras-chave',
    contact: 'Contato',
    titleOf: 'Currículo de {name}',
  },
  it: {
    name: 'Italiano',
    headings: {
      summary: 'Profilo',
      experience: 'Esperienza professionale',
      education: 'Istruzione',
      skills: 'Competenze',
      internships: 'Tirocini',
      courses: 'Corsi',
      certifications: 'Certificazioni',
      projects: 'Progetti',
      volunteering: 'Volontariato',
      references: 'Referenze',
      languages: 'Lingue',
      links: 'Link',
      hobbies: 'Interessi',
      custom: 'Altro',
    },
    shortMonths: split('gen feb mar apr mag giu lug ago set ott nov dic'),
    longMonths: split(
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
    ),
    present: 'Presente',
    degreeIn: 'in',
    gpa: 'Media',
    credentialId: 'ID credenziale',
    keywords: 'Parole chiave',
    contact: 'Contatti',
    titleOf: 'Curriculum di {name}',
  },
  nl: {
    name: 'Nederlands',
    headings: {
      summary: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      internships: 'Stages',
      courses: 'Cursussen',
      certifications: 'Certificaten',
      projects: 'Projecten',
      volunteering: 'Vrijwilligerswerk',
      references: 'Referenties',
      languages: 'Talen',
      links: 'Links',
      hobbies: "Hobby's",
      custom: 'Overig',
    },
    shortMonths: split('jan feb mrt apr mei jun jul aug sep okt nov dec'),
    longMonths: split(
      'januari februari maart april mei juni juli augustus september oktober november december',
    ),
    present: 'heden',
    degreeIn: 'in',
    gpa: 'Gemiddelde',
    credentialId: 'Certificaat-ID',
    keywords: 'Trefwoorden',
    contact: 'Contact',
    titleOf: 'Cv van {name}',
  },
  ar: {
    name: 'العربية',
    headings: {
      summary: 'نبذة',
      experience: 'الخبرة المهنية',
      education: 'التعليم',
      skills: 'المهارات',
      internships: 'التدريب',
      courses: 'الدورات',
      certifications: 'الشهادات',
      projects: 'المشاريع',
      volunteering: 'العمل التطوعي',
      references: 'المراجع',
      languages: 'اللغات',
      links: 'الروابط',
      hobbies: 'الهوايات',
      custom: 'أخرى',
    },
    shortMonths: split('يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'),
    longMonths: split('يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر'),
    present: 'الآن',
    degreeIn: 'في',
    gpa: 'المعدل',
    credentialId: 'رقم الشهادة',
    keywords: 'كلمات مفتاحية',
    contact: 'معلومات الاتصال',
    titleOf: 'سيرة {name} الذاتية',
  },
  he: {
    name: 'עברית',
    headings: {
      summary: 'תקציר',
      experience: 'ניסיון תעסוקתי',
      education: 'השכלה',
      skills: 'כישורים',
      internships: 'התמחויות',
      courses: 'קורסים',
      certifications: 'הסמכות',
      projects: 'פרויקטים',
      volunteering: 'התנדבות',
      references: 'ממליצים',
      languages: 'שפות',
      links: 'קישורים',
      hobbies: 'תחביבים',
      custom: 'שונות',
    },
    shortMonths: split('ינו׳ פבר׳ מרץ אפר׳ מאי יוני יולי אוג׳ ספט׳ אוק׳ נוב׳ דצמ׳'),
    longMonths: split('ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר'),
    present: 'היום',
    degreeIn: null,
    gpa: 'ממוצע',
    credentialId: 'מספר תעודה',
    keywords: 'מילות מפתח',
    contact: 'פרטי קשר',
    titleOf: 'קורות החיים של {name}',
  },
};

/**
 * A resume's title before the writer gives one: their name in the resume's language's words ('Ada Lovelace
 * Resume', 'Currículum de Lucía Martín'); '' without a name. A language this code does not know is English's.
 */
export function namedResumeTitle(resume: {
  personalDetails?: { firstName?: string; lastName?: string };
  language?: string;
}): string {
  const name = [resume.personalDetails?.firstName, resume.personalDetails?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (name === '') return '';
  const language = RESUME_LANGUAGES.find((known) => known === resume.language) ?? DEFAULT_RESUME_LANGUAGE;
  return RESUME_WORDS[language].titleOf.replace('{name}', () => name);
}

/** Letters of right-to-left scripts (Hebrew, Arabic and their presentation forms) and of left-to-right ones. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LETTER = /\p{L}/gu;

/** True when most letters of `texts` belong to right-to-left scripts: an Arabic resume with English headings. */
export function isMostlyRightToLeft(texts: Iterable<string>): boolean {
  let rtl = 0;
  let all = 0;
  for (const text of texts) {
    rtl += text.match(RTL_LETTER)?.length ?? 0;
    all += text.match(LETTER)?.length ?? 0;
  }
  return all > 0 && rtl * 2 > all;
}
