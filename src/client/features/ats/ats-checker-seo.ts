import { englishTranslate } from '../../lib/i18n/language-store';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';

/** The checker's title and description: the prerendered page's head (for search) and document.title agree. */
export const ATS_CHECKER_TITLE = englishTranslate(SEO_TEXTS, 'checker.title');
export const ATS_CHECKER_DESCRIPTION = englishTranslate(SEO_TEXTS, 'checker.description');
