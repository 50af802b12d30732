import english from '../catalogs/builder/en';
import { defineNamespace } from '../namespaces';

/** The builder's shell, steps and fields (/write/*, /preview, and the frame of /design and /improve). */
export const BUILDER_TEXTS = defineNamespace('builder', english);
