/** One e-mail. Plain text always; HTML optional. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where mail goes: SMTP in production, a file outbox without SMTP_URL, memory in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

declare module '../config/app-overrides' {
  interface AppOverrides {
    /** Replaces the mailer built from config (tests read mail from memory). */
    mailer?: Mailer;
  }
}
