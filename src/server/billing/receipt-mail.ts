import { formatUsd, getPlan, type PlanId, REFUND_DAYS } from '../../domain/plans';
import type { MailMessage } from '../mail/mailer';

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
}

/** 'December 3, 2026': dates in UTC, so a receipt reads the same whichever server wrote it. */
const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The receipt after a purchase: the plan, what was paid, when it renews (or ends), and how to cancel. */
export function receiptMail(receipt: Receipt): MailMessage {
  const plan = getPlan(receipt.planId);
  const until = formatDate(receipt.accessExpiresAt);
  const settings = `${receipt.appUrl}/account-settings`;
  const lines: string[][] =
    plan.billing === 'recurring' && plan.renewalCents !== null
      ? [
          [`Renews on ${until} at ${formatUsd(plan.renewalCents)} per month unless you cancel before then.`],
          [
            `To cancel: open Account Settings (${settings}) and choose Cancel Subscription.`,
            `You keep access until ${until} and are not charged again.`,
          ],
        ]
      : [
          [`Access until ${until}. This was a one-time payment: it does not renew.`],
          ['There is nothing to cancel; you will not be charged again.'],
        ];
  const paragraphs = [
    ['Hello,'],
    ['Thank you for your purchase. This is your receipt.'],
    [`Plan: ${plan.label}`, `Paid: ${formatUsd(receipt.amountCents)}`, `Order: ${receipt.checkoutId}`],
    ...lines,
    [`${REFUND_DAYS}-day money-back guarantee: write to ${receipt.supportEmail} and we will refund you.`],
  ];
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n');
  const html = paragraphs
    .map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`)
    .join('')
    .replace(escapeHtml(settings), `<a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a>`);
  return { to: receipt.to, subject: `Your Resumable receipt: ${plan.label}`, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
