import english from '../catalogs/sharing/en';
import { defineNamespace } from '../namespaces';

/** /drafts/{id}/share: the owner's controls of a resume's public link. */
export const SHARING_TEXTS = defineNamespace('sharing', english);
