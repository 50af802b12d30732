import english from '../catalogs/builder-sections/en';
import { defineNamespace } from '../namespaces';

/** The builder's extra sections: the Additional sections step and each section's own step. */
export const BUILDER_SECTIONS_TEXTS = defineNamespace('builder-sections', english);
