import english from '../catalogs/site/en';
import { defineNamespace } from '../namespaces';

/** The frame of the public and signed-in pages: header, user menu, footer, language switcher, the 404 page. */
export const SITE_TEXTS = defineNamespace('site', english);
