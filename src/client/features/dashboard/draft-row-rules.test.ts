import { describe, expect, it } from 'vitest';
import { englishTranslate } from '../../lib/i18n/language-store';
import { DASHBOARD_TEXTS } from '../../lib/i18n/namespaces/dashboard';
import { canDownloadDraft, draftStatusKey, formatDraftDate, formatPurchaseAmount } from './draft-row-rules';

const english = (key: string, values?: Record<string, string | number>) =>
  englishTranslate(DASHBOARD_TEXTS, key, values);

describe('dashboard row rules', () => {
  it('labels statuses as the spec does', () => {
    expect(english(draftStatusKey('draft'))).toBe('Draft');
    expect(english(draftStatusKey(undefined))).toBe('Draft');
    expect(english(draftStatusKey('pending'))).toBe('Pending Payment');
    expect(english(draftStatusKey('paid'))).toBe('Paid');
  });

  it('offers download only with an active plan or a paid draft', () => {
    expect(canDownloadDraft(true, 'draft')).toBe(true);
    expect(canDownloadDraft(false, 'paid')).toBe(true);
    expect(canDownloadDraft(false, 'pending')).toBe(false);
    expect(canDownloadDraft(false, 'draft')).toBe(false);
  });

  it('formats the count, dates, amount and the delete confirmation', () => {
    expect(english('drafts.count', { count: 3 })).toBe('3 drafts');
    expect(english('drafts.count', { count: 1 })).toBe('1 draft');
    expect(formatDraftDate('2025-03-14T12:00:00.000Z', 'en-US')).toBe('3/14/2025');
    expect(formatDraftDate('2025-03-14T12:00:00.000Z', 'de-DE')).toBe('14.3.2025');
    expect(formatPurchaseAmount('27.88')).toBe('$27.88');
    expect(formatPurchaseAmount('1.9')).toBe('$1.90');
    expect(formatPurchaseAmount(null)).toBeNull();
    expect(english('delete.text', { title: 'My CV' })).toBe(
      'Are you sure you want to delete "My CV"? This action cannot be undone.',
    );
  });
});
