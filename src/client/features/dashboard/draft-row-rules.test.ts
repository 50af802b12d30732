import { describe, expect, it } from 'vitest';
import {
  canDownloadDraft,
  deleteConfirmationText,
  draftCountLabel,
  draftStatusLabel,
  formatDraftDate,
  formatPurchaseAmount,
} from './draft-row-rules';

describe('dashboard row rules', () => {
  it('labels statuses as the spec does', () => {
    expect(draftStatusLabel('draft')).toBe('Draft');
    expect(draftStatusLabel(undefined)).toBe('Draft');
    expect(draftStatusLabel('pending')).toBe('Pending Payment');
    expect(draftStatusLabel('paid')).toBe('Paid');
  });

  it('offers download only with an active plan or a paid draft', () => {
    expect(canDownloadDraft(true, 'draft')).toBe(true);
    expect(canDownloadDraft(false, 'paid')).toBe(true);
    expect(canDownloadDraft(false, 'pending')).toBe(false);
    expect(canDownloadDraft(false, 'draft')).toBe(false);
  });

  it('formats the count, dates, amount and the delete confirmation', () => {
    expect(draftCountLabel(3)).toBe('3 drafts');
    expect(draftCountLabel(1)).toBe('1 draft');
    expect(formatDraftDate('2025-03-14T12:00:00.000Z', 'en-US')).toBe('3/14/2025');
    expect(formatDraftDate('2025-03-14T12:00:00.000Z', 'de-DE')).toBe('14.3.2025');
    expect(formatPurchaseAmount('27.88')).toBe('$27.88');
    expect(formatPurchaseAmount('1.9')).toBe('$1.90');
    expect(formatPurchaseAmount(null)).toBeNull();
    expect(deleteConfirmationText('My CV')).toBe(
      'Are you sure you want to delete "My CV"? This action cannot be undone.',
    );
  });
});
