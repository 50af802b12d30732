import english from '../catalogs/auth/en';
import { defineNamespace } from '../namespaces';

/** Sign-up, sign-in, two-factor, passkeys, forgot and reset password: loaded with the dialogs, not before. */
export const AUTH_TEXTS = defineNamespace('auth', english);
