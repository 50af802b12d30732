import { englishTranslate } from '../../lib/i18n/language-store';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';

/** The legal pages' titles and descriptions, shared by the pages and the prerender's head tags. */
export const PRIVACY_TITLE = englishTranslate(SEO_TEXTS, 'privacy.title');
export const PRIVACY_DESCRIPTION = englishTranslate(SEO_TEXTS, 'privacy.description');
export const TERMS_TITLE = englishTranslate(SEO_TEXTS, 'terms.title');
export const TERMS_DESCRIPTION = englishTranslate(SEO_TEXTS, 'terms.description');
