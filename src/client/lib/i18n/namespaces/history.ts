import english from '../catalogs/history/en';
import { defineNamespace } from '../namespaces';

/** /drafts/{id}/history: a draft's kept versions, their preview and the restore. */
export const HISTORY_TEXTS = defineNamespace('history', english);
