import english from '../catalogs/design/en';
import { defineNamespace } from '../namespaces';

/** The builder's Design step: only its chunk carries this English. */
export const DESIGN_TEXTS = defineNamespace('design', english);
