import english from '../catalogs/templates/en';
import { defineNamespace } from '../namespaces';

/** /ats-templates: the gallery and the sample resumes. The templates' names are the design step's. */
export const TEMPLATES_TEXTS = defineNamespace('templates', english);
