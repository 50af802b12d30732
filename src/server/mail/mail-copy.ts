import { type InterfaceLanguage, LANGUAGE_INFO } from '../../domain/interface-languages';
import type { MailMessage } from './mailer';

/**
 * One mail's words in one language: its subject and its paragraphs. A paragraph that is exactly `{{link}}` is
 * where the mail's link goes: the address on its own in the text part, a link named `linkLabel` in the HTML
 * part. `{{name}}` elsewhere is a value, escaped in the HTML part.
 */
export interface MailCopy {
  subject: string;
  paragraphs: readonly string[];
  linkLabel?: string;
}

/** Every mail the account is sent (issue 33 item 4), in one language. */
export interface MailTexts {
  verifyEmail: MailCopy;
  passwordReset: MailCopy;
  confirmNewEmail: MailCopy;
  emailChangeNotice: MailCopy;
  newSignIn: MailCopy;
  accountDeleted: MailCopy;
  /** The morning of a job's interview, deadline or follow-up (issue 35 item 2). */
  eventReminder: MailCopy;
}

export const LINK = '{{link}}';
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fill(paragraph: string, values: Readonly<Record<string, string>>, encode: (v: string) => string) {
  return paragraph.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? encode(values[name] as string) : whole,
  );
}

/** The mail with its text and HTML parts, the HTML marked with the language and its direction. */
export function renderMail(
  to: string,
  copy: MailCopy,
  language: InterfaceLanguage,
  values: Readonly<Record<string, string>> = {},
): MailMessage {
  const link = values.link ?? '';
  const text = copy.paragraphs
    .map((paragraph) => (paragraph === LINK ? link : fill(paragraph, values, (v) => v)))
    .join('\n\n');
  const body = copy.paragraphs
    .map((paragraph) =>
      paragraph === LINK
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.linkLabel ?? link)}</a></p>`
        : `<p>${fill(escapeHtml(paragraph), values, escapeHtml)}</p>`,
    )
    .join('');
  const dir = LANGUAGE_INFO[language].isRtl ? 'rtl' : 'ltr';
  const html = `<div lang="${language}" dir="${dir}">${body}</div>`;
  return { to, subject: fill(copy.subject, values, (v) => v), text, html };
}
