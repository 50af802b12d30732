import english from '../catalogs/ats/en';
import { defineNamespace } from '../namespaces';

/** What an ATS reads: the read-back (/improve, the download dialog) and the public checker (/ats-checker). */
export const ATS_TEXTS = defineNamespace('ats', english);
