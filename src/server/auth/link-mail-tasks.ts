import type { FastifyBaseLogger } from 'fastify';
import { CONFIRM_EMAIL_PATH } from '../../domain/account-api';
import type { InterfaceLanguage } from '../../domain/interface-languages';
import type { Config } from '../config/config';
import type { Database } from '../db/connection';
import { confirmNewEmailMail } from '../mail/email-change-mails';
import { mailLanguage } from '../mail/mail-language';
import { MAIL_RETRY } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { verifyEmailMail } from '../mail/verify-email-mail';
import type { TaskQueue } from '../queue/task-queue';
import { issueEmailChangeLink, openEmailChange } from './email-change';
import { findUserById } from './find-user';

export const EMAIL_LINK_MAIL_TASK = 'email-link-mail';

interface EmailLinkTask {
  /** Names the person, so account deletion forgets the task (TaskQueue.forget). */
  userId: string;
  changeId: string;
  /** The language of the browser that asked, for an account that has not chosen one (mail-language.ts). */
  language?: InterfaceLanguage;
}

/**
 * The account's mails with a confirmation link (verify the address; move to a new one), as tasks that make the
 * link when they mail it, as the password reset does (ADR 0064): a task holds the person and the pending
 * request's id, never a live token, so nothing in the queue's table opens an account. The request itself is
 * recorded before the answer, so a later request replaces an earlier one at once, whatever order the tasks run.
 */
export async function defineLinkMailTasks(
  tasks: TaskQueue,
  deps: { db: Database; config: Config; transport: Mailer; log: FastifyBaseLogger },
): Promise<void> {
  const { db, config, transport, log } = deps;
  await tasks.define<EmailLinkTask>(
    EMAIL_LINK_MAIL_TASK,
    MAIL_RETRY,
    async ({ userId, changeId, language: asked }, task) => {
      const user = await findUserById(db, userId);
      const link = user ? await issueEmailChangeLink(db, changeId) : null;
      // Replaced by a later request, used, or the account is gone: that request's own task mails.
      if (!user || !link) return;
      const url = `${config.appUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(link.token)}`;
      const isVerification = link.newEmail === user.email;
      if (isVerification && user.emailVerifiedAt) return;
      const language = mailLanguage(user.interfaceLanguage, asked);
      await transport.send(
        isVerification
          ? verifyEmailMail(user.email, url, language)
          : confirmNewEmailMail(link.newEmail, url, language),
      );
      log.info({ reqId: task.requestId, task: task.id, isVerification }, 'e-mail link sent');
    },
  );
}

/**
 * Queues the link that verifies the user's current address (after sign-up and on "send again"). It is a change
 * of e-mail to the same address, so the same hashed, expiring, single-use token and /confirm-email page serve
 * both; a pending change to another address is replaced by it.
 */
export async function queueVerificationMail(
  db: Database,
  tasks: TaskQueue,
  user: { id: string; email: string },
  requestId: string,
  language?: InterfaceLanguage,
): Promise<void> {
  await queueEmailChangeMail(db, tasks, user.id, user.email, requestId, language);
}

/** Records a pending change to `newEmail` and queues the link that makes it once opened. */
export async function queueEmailChangeMail(
  db: Database,
  tasks: TaskQueue,
  userId: string,
  newEmail: string,
  requestId: string,
  language?: InterfaceLanguage,
): Promise<void> {
  const changeId = await openEmailChange(db, userId, newEmail);
  await tasks.send<EmailLinkTask>(EMAIL_LINK_MAIL_TASK, { userId, changeId, language }, { requestId });
}
