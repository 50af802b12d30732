import english from '../catalogs/page-titles/en';
import { defineNamespace } from '../namespaces';

/** The browser tab's title of the app's screens that have no title of their own elsewhere. */
export const PAGE_TITLE_TEXTS = defineNamespace('page-titles', english);
