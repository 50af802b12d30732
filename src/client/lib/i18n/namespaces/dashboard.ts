import english from '../catalogs/dashboard/en';
import { defineNamespace } from '../namespaces';

/** /dashboard: only its chunk carries this English. */
export const DASHBOARD_TEXTS = defineNamespace('dashboard', english);
