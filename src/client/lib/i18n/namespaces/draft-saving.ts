import english from '../catalogs/draft-saving/en';
import { defineNamespace } from '../namespaces';

/** Saving a draft: the save state, the two-tab conflict, failed renames, migrations and saves before a download. */
export const DRAFT_SAVING_TEXTS = defineNamespace('draft-saving', english);
