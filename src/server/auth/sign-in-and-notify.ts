import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/connection';
import { mailLanguageFor } from '../mail/mail-language';
import type { MailQueue } from '../mail/mail-queue';
import { newSignInMail } from '../mail/new-sign-in-mail';
import { describeDevice } from './describe-device';
import { listUserSessions } from './session-store';
import { startUserSession } from './sign-in-user';

/**
 * Starts the session of a completed sign-in (password, second factor or passkey) and, when the account is
 * signed in elsewhere but on no device like this one, mails the account's address (issue 18, item 6). An
 * account with no other live session is not mailed: that is the common "signed in again after a while", and
 * mailing it every time would teach people to ignore the mail.
 */
export async function signInAndNotify(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { db: Database; config: Config; mail: MailQueue },
  user: { id: string; email: string; interfaceLanguage?: string | null },
): Promise<void> {
  const { db, config, mail } = options;
  const device = describeDevice(request.headers['user-agent']);
  const others = await listUserSessions(db, user.id);
  const isNewDevice =
    others.length > 0 && !others.some((session) => describeDevice(session.userAgent) === device);
  await startUserSession(request, reply, db, config, user.id);
  if (!isNewDevice) return;
  // The session is started: a queue that cannot take the mail does not undo the sign-in.
  await mail
    .send(
      newSignInMail(
        user.email,
        device,
        new Date(),
        `${config.appUrl}/account-settings`,
        mailLanguageFor(user, request),
      ),
      request.id,
    )
    .catch((error: unknown) => request.log.error({ err: error }, 'new sign-in mail not queued'));
}
