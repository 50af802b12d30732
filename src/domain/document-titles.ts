import type { InterfaceLanguage } from './interface-languages';

interface DocumentTitles {
  /** A new resume's title while its owner's name is blank (the spec's 'My Resume'). */
  resume: string;
  /** A new cover letter's title when it is for no job. */
  coverLetter: string;
  /** A new cover letter's title from its job ('Analyst at Babbage & Co'). */
  jobLetter: string;
  /** What a duplicate's title ends with (the spec's ' (copy)'). */
  copySuffix: string;
}

/**
 * The titles a new resume or cover letter gets until its owner names it, in the interface language of whoever
 * creates it (issue 33 item 3): stored with the document, so a Spanish user's dashboard reads "Mi currículum".
 * English is the specification's. Here rather than in the client's catalogs because the server gives the same
 * titles (a guest's resume saved at sign-in with no title). The words follow docs/i18n-glossary.md.
 */
export const DOCUMENT_TITLES: Readonly<Record<InterfaceLanguage, DocumentTitles>> = {
  en: {
    resume: 'My Resume',
    coverLetter: 'My Cover Letter',
    jobLetter: '{{title}} at {{company}}',
    copySuffix: ' (copy)',
  },
  es: {
    resume: 'Mi currículum',
    coverLetter: 'Mi carta de presentación',
    jobLetter: '{{title}} en {{company}}',
    copySuffix: ' (copia)',
  },
  fr: {
    resume: 'Mon CV',
    coverLetter: 'Ma lettre de motivation',
    jobLetter: '{{title}} chez {{company}}',
    copySuffix: ' (copie)',
  },
  de: {
    resume: 'Mein Lebenslauf',
    coverLetter: 'Mein Anschreiben',
    jobLetter: '{{title}} bei {{company}}',
    copySuffix: ' (Kopie)',
  },
  pt: {
    resume: 'O meu currículo',
    coverLetter: 'A minha carta de apresentação',
    jobLetter: '{{title}} na {{company}}',
    copySuffix: ' (cópia)',
  },
  it: {
    resume: 'Il mio curriculum',
    coverLetter: 'La mia lettera di presentazione',
    jobLetter: '{{title}} presso {{company}}',
    copySuffix: ' (copia)',
  },
  nl: {
    resume: 'Mijn cv',
    coverLetter: 'Mijn sollicitatiebrief',
    jobLetter: '{{title}} bij {{company}}',
    copySuffix: ' (kopie)',
  },
  ar: {
    resume: 'سيرتي الذاتية',
    coverLetter: 'خطاب التقديم الخاص بي',
    jobLetter: '{{title}} لدى {{company}}',
    copySuffix: ' (نسخة)',
  },
};
