import type { ClientSnapshotReason } from '../../domain/version-api';
import { keepVersion } from '../shared/drafts/keep-version';
import { readDraftLink } from './draft-link';

/**
 * Before the builder applies a change the user may want back (a template switch, an AI rewrite), the server keeps
 * the open draft as it is now in its history (issue 20). A guest has no draft and no history: nothing is sent.
 */
export function keepVersionOfOpenDraft(reason: ClientSnapshotReason): void {
  const link = readDraftLink();
  if (link) void keepVersion(link.draftId, reason);
}
