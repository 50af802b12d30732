import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/**
 * Without SMTP each mail is written as an .eml file under DATA_DIR/outbox, so development and browser tests can
 * open it. Only the file's path is logged: the mail may hold a reset link, which must not reach the logs.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: (filePath: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const filePath = path.join(outboxDir, name);
      await writeFile(filePath, info.message as Buffer);
      log(filePath);
    },
  };
}
