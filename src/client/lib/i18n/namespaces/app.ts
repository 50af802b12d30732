import english from '../catalogs/app/en';
import { defineNamespace } from '../namespaces';

/** The app shell's own texts (src/client/app): the builder's wiring, the draft links, the import hand-over. */
export const APP_TEXTS = defineNamespace('app', english);
