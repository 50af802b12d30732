import english from '../catalogs/match/en';
import { defineNamespace } from '../namespaces';

/** The shared match report (shared/job-match): the job page's, the ATS checker's and Improve's. */
export const MATCH_TEXTS = defineNamespace('match', english);
