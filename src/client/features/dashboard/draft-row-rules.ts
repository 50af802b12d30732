import type { DraftStatus } from '../../../domain/draft-api';

/** Spec section 4: absent or draft shows Draft; pending 'Pending Payment'; paid 'Paid'. */
export function draftStatusLabel(status: DraftStatus | null | undefined): string {
  if (status === 'pending') return 'Pending Payment';
  if (status === 'paid') return 'Paid';
  return 'Draft';
}

/** Download is offered with an active plan or on a paid draft; the server still decides at export time. */
export function canDownloadDraft(isPlanActive: boolean, status: DraftStatus): boolean {
  return isPlanActive || status === 'paid';
}

export function draftCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'draft' : 'drafts'}`;
}

/** A date in the user's locale ('3/14/2025' in en-US). */
export function formatDraftDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale);
}

/** '$27.88' from the stored numeric string; nothing when there is no amount. */
export function formatPurchaseAmount(amount: string | null | undefined): string | null {
  if (!amount || !Number.isFinite(Number(amount))) return null;
  return `$${Number(amount).toFixed(2)}`;
}

export function deleteConfirmationText(title: string): string {
  return `Are you sure you want to delete "${title}"? This action cannot be undone.`;
}
