import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it: envelope recipients and the raw message, soft line breaks undone. */
export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  /** SMTP_URL for the app under test. */
  url: string;
  /** Every mail received so far, in order. */
  received: CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port, for the mail adapter's tests (nodemailer talks to it). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  // A sender killed mid-connection (the fleet test kills a process on purpose) resets its socket: the server
  // reports it as an 'error' event, which with no listener would end the test run as an uncaught exception.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}
