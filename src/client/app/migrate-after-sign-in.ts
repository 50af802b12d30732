import { type MigrationOutcome, migrateGuestResume } from '../shared/drafts/guest-migration';
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
