import { englishTranslate } from '../../lib/i18n/language-store';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';

/** The landing page's title and description: index.html's head, the prerendered page and document.title agree. */
export const LANDING_TITLE = englishTranslate(LANDING_TEXTS, 'seo.title');
export const LANDING_DESCRIPTION = englishTranslate(LANDING_TEXTS, 'seo.description');
