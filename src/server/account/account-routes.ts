import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import deleteAccountRoutes from './delete-account-routes';
import emailRoutes from './email-routes';
import exportRoutes from './export-routes';
import languageRoutes from './language-routes';
import passkeyRoutes from './passkey-routes';
import passwordRoutes from './password-routes';
import personalTokenRoutes from './personal-token-routes';
import sessionRoutes from './session-routes';
import twoFactorRoutes from './two-factor-routes';

/** The account area (ARCHITECTURE: account trust beside auth): where the account is signed in, its password, deleting
 * it, its data export, its e-mail, its second factor, its personal access tokens and its interface language. */
export default async function accountRoutes(app: FastifyInstance, options: AreaOptions) {
  await app.register(sessionRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(deleteAccountRoutes, options);
  await app.register(exportRoutes, options);
  await app.register(emailRoutes, options);
  await app.register(twoFactorRoutes, options);
  await app.register(passkeyRoutes, options);
  await app.register(personalTokenRoutes, options);
  await app.register(languageRoutes, options);
}
