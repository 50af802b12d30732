import { fillPlaceholders } from '../../domain/fill-placeholders';
import { type InterfaceLanguage, LANGUAGE_INFO } from '../../domain/interface-languages';
import { formatUsd, getPlan, type PlanId, REFUND_DAYS } from '../../domain/plans';
import type { MailMessage } from '../mail/mailer';
import { RECEIPT_TEXTS } from './receipt-texts';

export interface Receipt {
  to: string;
  planId: PlanId;
  /** What this checkout charged. */
  amountCents: number;
  /** When the access bought ends: the trial's first monthly charge, or a one-time plan's last day. */
  accessExpiresAt: Date;
  /** Our checkout session's id, so support can find the purchase. */
  checkoutId: string;
  appUrl: string;
  supportEmail: string;
  /** The account's language (issue 33 item 4); English when it has none. */
  language?: InterfaceLanguage;
}

/** The locale that writes dates and amounts: Portugal's Portuguese, Arabic with Western digits (the glossary). */
const LOCALES: Readonly<Record<InterfaceLanguage, string>> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  de: 'de',
  pt: 'pt-PT',
  it: 'it',
  nl: 'nl',
  ar: 'ar-u-nu-latn',
};

/** 'December 3, 2026': dates in UTC, so a receipt reads the same whichever server wrote it. */
const formatDate = (date: Date, language: InterfaceLanguage) =>
  date.toLocaleDateString(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** English keeps the catalogue's '$1,234.50'; other languages write dollars their way ('1.234,50 US$'). */
const formatAmount = (cents: number, language: InterfaceLanguage) =>
  language === 'en'
    ? formatUsd(cents)
    : new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);

/** The receipt after a purchase: the plan, what was paid, when it renews (or ends), and how to cancel. */
export function receiptMail(receipt: Receipt): MailMessage {
  const language = receipt.language ?? 'en';
  const copy = RECEIPT_TEXTS[language];
  const plan = getPlan(receipt.planId);
  const settings = `${receipt.appUrl}/account-settings`;
  const values = {
    plan: copy.plans[plan.id],
    amount: formatAmount(receipt.amountCents, language),
    order: receipt.checkoutId,
    date: formatDate(receipt.accessExpiresAt, language),
    price: plan.renewalCents === null ? '' : formatAmount(plan.renewalCents, language),
    settings,
    days: String(REFUND_DAYS),
    support: receipt.supportEmail,
  };
  const lines: string[][] =
    plan.billing === 'recurring' && plan.renewalCents !== null
      ? [[copy.renews], [copy.toCancel, copy.keepAccess]]
      : [[copy.accessUntil], [copy.nothingToCancel]];
  const paragraphs = [
    [copy.hello],
    [copy.thanks],
    [copy.plan, copy.paid, copy.order],
    ...lines,
    [copy.guarantee],
  ].map((texts) => texts.map((text) => fillPlaceholders(text, values)));
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const body = paragraphs
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('')
    .replace(escapeHtml(settings), `<a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a>`);
  const dir = LANGUAGE_INFO[language].isRtl ? 'rtl' : 'ltr';
  const html = `<div lang="${language}" dir="${dir}">${body}</div>`;
  return { to: receipt.to, subject: fillPlaceholders(copy.subject, values), text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
