import type { ResumeLanguage } from '../../../../domain/resume-language';

/** Suggestions and the language the server says they are written in (absent from a server that does not say). */
export interface AiAnswer<T = string> {
  items: T[];
  writtenIn?: ResumeLanguage;
}

/**
 * The resume's language, sent only when it is not English: the spec's payload has no such field, and an English
 * resume's requests stay exactly as the spec writes them.
 */
export const languageField = (language: ResumeLanguage) => (language === 'en' ? {} : { language });
