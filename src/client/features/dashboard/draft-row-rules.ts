import type { DraftStatus } from '../../../domain/draft-api';

/**
 * Spec section 4: absent or draft shows Draft; pending 'Pending Payment'; paid 'Paid' (the dashboard catalog's
 * keys for them).
 */
export function draftStatusKey(
  status: DraftStatus | null | undefined,
): 'status.draft' | 'status.pending' | 'status.paid' {
  if (status === 'pending') return 'status.pending';
  if (status === 'paid') return 'status.paid';
  return 'status.draft';
}

/** Download is offered with an active plan or on a paid draft; the server still decides at export time. */
export function canDownloadDraft(isPlanActive: boolean, status: DraftStatus): boolean {
  return isPlanActive || status === 'paid';
}

/** A date in the user's locale ('3/14/2025' in en-US); see intlLocale for the interface language's. */
export function formatDraftDate(iso: string, locale?: string): string {
  return new Date(iso).toLocaleDateString(locale);
}

/** '$27.88' from the stored numeric string; nothing when there is no amount. */
export function formatPurchaseAmount(amount: string | null | undefined): string | null {
  if (!amount || !Number.isFinite(Number(amount))) return null;
  return `$${Number(amount).toFixed(2)}`;
}
