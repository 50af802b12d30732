import english from '../catalogs/jobs/en';
import { defineNamespace } from '../namespaces';

/** /jobs and a job's page: the tracker's list, board, forms and match panel. */
export const JOBS_TEXTS = defineNamespace('jobs', english);
