import english from '../catalogs/import/en';
import { defineNamespace } from '../namespaces';

/** /import: only its chunk carries this English. */
export const IMPORT_TEXTS = defineNamespace('import', english);
