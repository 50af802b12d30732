import english from '../catalogs/ai/en';
import { defineNamespace } from '../namespaces';

/** The AI help's note on the language its suggestions are written in. */
export const AI_TEXTS = defineNamespace('ai', english);
