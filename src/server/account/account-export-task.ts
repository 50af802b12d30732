import type { FastifyBaseLogger } from 'fastify';
import { findUserById } from '../auth/find-user';
import { twoFactorSummary } from '../auth/two-factor-summary';
import type { Database } from '../db/connection';
import type { TaskQueue } from '../queue/task-queue';
import { storeAccountExport } from './account-export-store';
import type { ExportArrivals } from './await-account-export';
import { exportAccount } from './export-account';

export const ACCOUNT_EXPORT_TASK = 'account-export';

export interface AccountExportTask {
  userId: string;
  /** The public id of the session that asked, marked `current` in sessions.json. */
  currentSessionId: string | null;
  /** When the request stops waiting (epoch ms): a task still waiting then builds nothing nobody will take. */
  giveUpAt: number;
}

/**
 * Builds the data export ZIP (ADR 0066) in whichever process's worker takes the task (one across the fleet, one
 * export at a time per process) and stores it for the request waiting on the task's id. The task names the
 * user, so it is deleted once done. A retry after the request gave up builds nothing.
 */
export async function defineAccountExportTask(
  tasks: TaskQueue,
  db: Database,
  arrivals: ExportArrivals,
  log: FastifyBaseLogger,
): Promise<void> {
  await tasks.define<AccountExportTask>(
    ACCOUNT_EXPORT_TASK,
    { retryLimit: 2, retryDelaySeconds: 2, isBackoff: false, isPersonal: true },
    async ({ userId, currentSessionId, giveUpAt }, task) => {
      const context = { reqId: task.requestId, task: task.id };
      if (Date.now() >= giveUpAt) {
        log.warn(context, 'data export not built: its request stopped waiting');
        return;
      }
      const user = await findUserById(db, userId);
      if (!user) return; // The account was deleted meanwhile: nothing to export, nobody to give it to.
      const zip = await exportAccount(db, user, {
        currentSessionId,
        twoFactor: await twoFactorSummary(db, userId),
      });
      await storeAccountExport(db, task.id, user.id, zip);
      arrivals.announce(task.id);
      log.info({ ...context, bytes: zip.byteLength }, 'data export built');
    },
  );
}
