import type { ClientSnapshotReason } from '../../../domain/version-api';
import { apiRequest } from '../../lib/http';

/**
 * Asks the server to keep the draft as it is now in its history, before the builder applies a change the user
 * may want to undo later (a template switch, an AI rewrite). Best effort: a failure never blocks the change.
 */
export async function keepVersion(draftId: string, reason: ClientSnapshotReason): Promise<void> {
  await apiRequest('POST', `/api/resume-drafts/${encodeURIComponent(draftId)}/versions`, { reason }).catch(
    () => undefined,
  );
}
