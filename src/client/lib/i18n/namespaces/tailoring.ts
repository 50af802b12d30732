import english from '../catalogs/tailoring/en';
import { defineNamespace } from '../namespaces';

/** The builder's tailoring panel: only the builder's chunk carries this English. */
export const TAILORING_TEXTS = defineNamespace('tailoring', english);
