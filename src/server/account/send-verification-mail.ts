import { CONFIRM_EMAIL_PATH } from '../../domain/account-api';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Mailer } from '../mail/mailer';
import { verifyEmailMail } from '../mail/verify-email-mail';
import { requestEmailChange } from './email-change';

/**
 * Mails the link that verifies the account's current address. It is a change of e-mail to the same address
 * (email_change_requests), so the same single-use, hashed, expiring token and the same /confirm-email page
 * serve both; a pending change to another address is replaced by it.
 */
export async function sendVerificationMail(
  db: Database,
  mailer: Mailer,
  config: Config,
  user: { id: string; email: string },
): Promise<void> {
  const token = await requestEmailChange(db, user.id, user.email);
  const url = `${config.appUrl}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  await mailer.send(verifyEmailMail(user.email, url));
}
