import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_EXPORT_URL, EXPORT_TAKING_LONG_MESSAGE } from '../../domain/account-api';
import { findUserById } from '../auth/find-user';
import { ONE_HOUR_MS } from '../auth/rate-limits';
import { requireUserId } from '../auth/session-plugin';
import { hashToken, publicSessionId } from '../auth/session-store';
import type { AreaOptions } from '../http/area-options';
import { errorResponses } from '../http/error-responses';
import { HttpError, unauthorized } from '../http/errors';
import { startPeriodicTask } from '../queue/periodic-task';
import { sweepAccountExports, UNCOLLECTED_EXPORT_MS } from './account-export-store';
import { ACCOUNT_EXPORT_TASK, type AccountExportTask, defineAccountExportTask } from './account-export-task';
import { awaitAccountExport, ExportArrivals } from './await-account-export';

declare module '../config/app-overrides' {
  interface AppOverrides {
    /** How long the export request waits for its ZIP before a 503; tests set 0 for the 503. */
    accountExportWaitMs?: number;
    /**
     * Tests set false: this app sends export tasks but leaves them to another app's worker on the same database
     * (which has created the queue), standing for a fleet where another process takes the task.
     */
    isAccountExportWorker?: boolean;
  }
}

const EXPORT_WAIT_MS = 60_000;
const EXPORT_SWEEP_TASK = 'account-export-sweep';

/**
 * Download my data (issue 18, item 2): GET /api/account/export answers a ZIP of everything the account holds.
 * No plan needed. Limited per account (RATE_LIMIT_EXPORT_PER_HOUR): each export reads every table of the user.
 * The ZIP is built by a task on the queue (ADR 0066), one at a time per process, and the request answers it
 * when it is stored, so clients see the same answer as when the request built it itself.
 */
export default async function exportRoutes(
  fastify: FastifyInstance,
  { config, database, overrides, tasks }: AreaOptions,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const waitMs = overrides.accountExportWaitMs ?? EXPORT_WAIT_MS;
  const arrivals = new ExportArrivals();
  if (overrides.isAccountExportWorker !== false) await defineAccountExportTask(tasks, db, arrivals, app.log);

  let sweeper: { stop(): void } | undefined;
  app.addHook('onReady', async () => {
    sweeper = await startPeriodicTask(tasks, app.log, {
      name: EXPORT_SWEEP_TASK,
      intervalMs: UNCOLLECTED_EXPORT_MS,
      retry: { retryLimit: 2, retryDelaySeconds: 60, isBackoff: true },
      run: async () => {
        const removed = await sweepAccountExports(db);
        if (removed) app.log.info({ removed }, 'uncollected data exports removed');
      },
    });
  });
  app.addHook('onClose', async () => sweeper?.stop());

  app.get(
    ACCOUNT_EXPORT_URL,
    {
      schema: {
        response: {
          200: z
            .string()
            .describe('application/zip: account.json, drafts/, jobs.json, sessions.json, tables/'),
          ...errorResponses(401, 429, 503),
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
      if (!(await findUserById(db, userId))) throw unauthorized();
      const token = request.sessionToken;
      const task: AccountExportTask = {
        userId,
        currentSessionId: token ? publicSessionId(hashToken(token)) : null,
        giveUpAt: Date.now() + waitMs,
      };
      const taskId = await tasks.send(ACCOUNT_EXPORT_TASK, task, { requestId: request.id });
      const zip = taskId ? await awaitAccountExport(db, arrivals, taskId, waitMs) : null;
      if (!zip) {
        reply.header('retry-after', '60');
        throw new HttpError(503, EXPORT_TAKING_LONG_MESSAGE);
      }
      const name = `resumable-data-${new Date().toISOString().slice(0, 10)}.zip`;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength) as unknown as string);
    },
  );
}
