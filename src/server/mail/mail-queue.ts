import type { FastifyBaseLogger } from 'fastify';
import type { TaskQueue, TaskRetry } from '../queue/task-queue';
import type { Mailer, MailMessage } from './mailer';

export const MAIL_TASK = 'mail';

/**
 * Every mail task retries a failing SMTP server with back-off (30 s, 1 min, 2 min, 4 min, 8 min) and is deleted
 * once sent or given up on: its data holds an address (ADR 0064).
 */
export const MAIL_RETRY: TaskRetry = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  isBackoff: true,
  isPersonal: true,
};

/**
 * How a request sends mail: the message is stored as a task before the request is answered, and one worker
 * across the fleet delivers it, so a process that dies after answering loses no mail and an SMTP hiccup is
 * retried rather than dropped.
 */
export interface MailQueue {
  /**
   * Queues a finished message. It waits in the queue's table until delivered, so it must carry no live secret:
   * a mail with a sign-in, reset or confirmation link is a task of its own that makes the link when it mails
   * it (account/link-mail-tasks.ts, auth/password-reset-routes.ts).
   */
  send(message: MailMessage, requestId?: string): Promise<void>;
}

/** Defines the mail task, delivered through `transport` (SMTP, the file outbox, or a test's memory). */
export async function startMailQueue(
  tasks: TaskQueue,
  transport: Mailer,
  log: FastifyBaseLogger,
  retry: TaskRetry = MAIL_RETRY,
): Promise<MailQueue> {
  await tasks.define<MailMessage>(MAIL_TASK, retry, async (message, task) => {
    await transport.send(message);
    // The subject says which mail; the address stays out of the logs.
    log.info({ reqId: task.requestId, task: task.id, subject: message.subject }, 'mail sent');
  });
  return {
    async send(message, requestId) {
      await tasks.send(MAIL_TASK, message, requestId ? { requestId } : {});
    },
  };
}
