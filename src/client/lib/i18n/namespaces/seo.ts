import english from '../catalogs/seo/en';
import { defineNamespace } from '../namespaces';

/** The public pages' titles and descriptions in every language, and the English-only note (legal pages). */
export const SEO_TEXTS = defineNamespace('seo', english);
