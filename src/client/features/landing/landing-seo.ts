import { englishTranslate } from '../../lib/i18n/language-store';

/** The landing page's title and description: index.html's head, the prerendered page and document.title agree. */
export const LANDING_TITLE = englishTranslate('landing', 'seo.title');
export const LANDING_DESCRIPTION = englishTranslate('landing', 'seo.description');
