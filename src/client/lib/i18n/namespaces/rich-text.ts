import english from '../catalogs/rich-text/en';
import { defineNamespace } from '../namespaces';

/** The rich-text box's toolbar (shared/rich-text). */
export const RICH_TEXT_TEXTS = defineNamespace('rich-text', english);
