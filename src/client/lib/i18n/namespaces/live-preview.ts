import english from '../catalogs/live-preview/en';
import { defineNamespace } from '../namespaces';

/** The live preview of a resume being edited (shared/preview). */
export const LIVE_PREVIEW_TEXTS = defineNamespace('live-preview', english);
