import english from '../catalogs/letters/en';
import { defineNamespace } from '../namespaces';

/** /cover-letters/new and /cover-letters/{id}: the letter editor, its preview, downloads and saving. */
export const LETTER_TEXTS = defineNamespace('letters', english);
