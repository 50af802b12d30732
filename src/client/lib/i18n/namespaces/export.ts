import english from '../catalogs/export/en';
import { defineNamespace } from '../namespaces';

/**
 * The download dialog and the download flows' errors, with the small screens around them: /loading, the resume
 * preview (/write/preview).
 */
export const EXPORT_TEXTS = defineNamespace('export', english);
