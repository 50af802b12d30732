import english from '../catalogs/forms/en';
import { defineNamespace } from '../namespaces';

/** The messages of the form rules shared with the server (sign-up, sign-in, passwords, e-mail, codes). */
export const FORM_TEXTS = defineNamespace('forms', english);
