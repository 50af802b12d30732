import english from '../catalogs/improve/en';
import { defineNamespace } from '../namespaces';

/** /improve (the builder's last step): only its chunk carries this English. */
export const IMPROVE_TEXTS = defineNamespace('improve', english);
