import english from '../catalogs/ai-assistant/en';
import { defineNamespace } from '../namespaces';

/** /ai-assistant: only its chunk carries this English. */
export const AI_ASSISTANT_TEXTS = defineNamespace('ai-assistant', english);
