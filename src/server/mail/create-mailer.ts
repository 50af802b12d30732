import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the file outbox under DATA_DIR. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  const outboxDir = path.resolve(config.dataDir, 'outbox');
  return createOutboxMailer(outboxDir, config.mailFrom, (filePath) =>
    log.info({ filePath }, 'mail written to outbox'),
  );
}
