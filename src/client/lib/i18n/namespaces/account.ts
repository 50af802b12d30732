import english from '../catalogs/account/en';
import { defineNamespace } from '../namespaces';

/** /account-settings: only its chunk carries this English. */
export const ACCOUNT_TEXTS = defineNamespace('account', english);
