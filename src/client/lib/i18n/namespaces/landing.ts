import english from '../catalogs/landing/en';
import { defineNamespace } from '../namespaces';

/** The landing page (/): only its chunk carries this English. */
export const LANDING_TEXTS = defineNamespace('landing', english);
