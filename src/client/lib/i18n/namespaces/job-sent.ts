import english from '../catalogs/job-sent/en';
import { defineNamespace } from '../namespaces';

/** /jobs/{id}: what was sent with the application; only the jobs chunk carries this English. */
export const JOB_SENT_TEXTS = defineNamespace('job-sent', english);
