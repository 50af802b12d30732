import type { LightMyRequestResponse } from 'fastify';
import type { Mailer, MailMessage } from '../../src/server/mail/mailer';

/** The `cookie` header value of the session cookie a response set ('' when it set none). */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid' && c.value !== '');
  return cookie ? `sid=${cookie.value}` : '';
}

/** A mailer keeping messages in memory; `next()` resolves with the next message sent. */
export function memoryMailer() {
  const sent: MailMessage[] = [];
  const waiters: ((message: MailMessage) => void)[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      waiters.shift()?.(message);
    },
  };
  return {
    mailer,
    sent,
    next: () => new Promise<MailMessage>((resolve) => waiters.push(resolve)),
  };
}

export const json = (body: unknown) => ({
  'content-type': 'application/json',
  payload: JSON.stringify(body),
});

/** Lets queued setImmediate work (mail sending) run. */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
