import { DRAFT_SAVING_TEXTS } from '../lib/i18n/namespaces/draft-saving';
import { translateNow } from '../lib/i18n/translate-now';
import {
  MIGRATION_ISSUE_TOAST,
  type MigrationOutcome,
  migrateGuestResume,
} from '../shared/drafts/guest-migration';
import { migrateResumeRequest } from '../shared/drafts/migrate-resume';
import { GUEST_SCOPE, moveEntryForms } from '../shared/resume/entry-forms';
import { readDraftLink, writeDraftLink } from './draft-link';

/** Concurrent calls in one tab share one request (the server keeps it idempotent across tabs). */
let running: Promise<MigrationOutcome> | null = null;

/**
 * Migrates the local guest resume unless this browser's copy already belongs to a saved draft; the
 * draft it lands in becomes the one the builder saves into.
 */
export function migrateAfterSignIn(userId: string): Promise<MigrationOutcome> {
  // A local copy linked to a draft is already saved (this user's), or is another account's: never a guest's.
  if (readDraftLink()) return Promise.resolve({ kind: 'none' });
  running ??= migrateGuestResume({ send: migrateResumeRequest })
    .then((outcome) => {
      if (outcome.kind === 'migrated') {
        writeDraftLink({ draftId: outcome.draftId, version: null, userId });
        // The entry forms the guest was typing are that draft's now (ADR 0072).
        moveEntryForms(GUEST_SCOPE, outcome.draftId);
      }
      return outcome;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** A failed migration's toast (spec section 6's English texts) in the interface language. */
export function failedMigrationToast(failed: Extract<MigrationOutcome, { kind: 'failed' }>['toast']): {
  title: string;
  description: string;
  variant: 'destructive';
} {
  const isIssue = failed === MIGRATION_ISSUE_TOAST;
  return {
    title: translateNow(DRAFT_SAVING_TEXTS, isIssue ? 'migration.issueTitle' : 'migration.errorTitle'),
    description: translateNow(DRAFT_SAVING_TEXTS, isIssue ? 'migration.issueText' : 'migration.errorText'),
    variant: failed.variant,
  };
}
