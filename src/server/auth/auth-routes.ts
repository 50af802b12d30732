import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import emailAuthRoutes from './email-auth-routes';
import oauthRoutes from './oauth-routes';
import passwordResetRoutes from './password-reset-routes';
import { startSweeper } from './session-sweeper';

declare module '../config/app-overrides' {
  interface AppOverrides {
    /** How often expired sessions and reset tokens are swept; tests shorten it. */
    sweepIntervalMs?: number;
  }
}

/** The auth area: e-mail accounts, password reset, provider sign-in, and the sweep of expired records. */
export default async function authRoutes(app: FastifyInstance, options: AreaOptions) {
  await app.register(emailAuthRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(oauthRoutes, options);

  let sweeper: Awaited<ReturnType<typeof startSweeper>> | undefined;
  app.addHook('onReady', async () => {
    sweeper = await startSweeper(
      options.tasks,
      options.database.db,
      app.log,
      options.overrides.sweepIntervalMs,
    );
  });
  app.addHook('onClose', async () => sweeper?.stop());
}
