import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_EXPORT_URL } from '../../domain/account-api';
import type { AreaOptions } from '../area-options';
import { findUserById } from '../auth/find-user';
import { ONE_HOUR_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import { hashToken, publicSessionId } from '../auth/session-store';
import { errorResponses } from '../http/error-responses';
import { unauthorized } from '../http/errors';
import { exportAccount } from './export-account';
import { twoFactorSummary } from './two-factor-summary';

/**
 * Download my data (issue 18, item 2): GET /api/account/export answers a ZIP of everything the account holds.
 * No plan needed. Limited per account (RATE_LIMIT_EXPORT_PER_HOUR): each export reads every table of the user.
 */
export default async function exportRoutes(fastify: FastifyInstance, { config, database }: AreaOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  app.get(
    ACCOUNT_EXPORT_URL,
    {
      schema: {
        response: {
          200: z
            .string()
            .describe('application/zip: account.json, drafts/, jobs.json, sessions.json, tables/'),
          ...errorResponses(401, 429),
        },
      },
      config: {
        rateLimit: {
          max: config.rateLimits.exportPerHour,
          timeWindow: ONE_HOUR_MS,
          keyGenerator: (request) => `account-export:${request.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      const now = new Date();
      const token = request.sessionToken;
      const zip = await exportAccount(db, user, {
        currentSessionId: token ? publicSessionId(hashToken(token)) : null,
        twoFactor: await twoFactorSummary(db, userId),
      });
      const name = `resumable-data-${now.toISOString().slice(0, 10)}.zip`;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) as unknown as string);
    },
  );
}
