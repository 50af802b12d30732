import english from '../catalogs/job-csv/en';
import { defineNamespace } from '../namespaces';

/** /jobs: the CSV export and import; only the jobs chunk carries this English. */
export const JOB_CSV_TEXTS = defineNamespace('job-csv', english);
