import { z } from 'zod';
import { contentFingerprint, isSameContent } from '../../../domain/draft-content';
import { resumeSchema } from '../../../domain/resume';
import { readJson, removeKey, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { currentTabId } from '../../lib/tab-id';
import type { DraftSnapshot, UnsentChange } from './autosave-engine';

/** The change the server has not confirmed yet, under 'resume-draft' (which start over clears). */
const unsentSchema = z.object({
  draftId: z.string().nullable(),
  baseVersion: z.number().int().nullable(),
  title: z.string(),
  data: resumeSchema,
  sent: z.array(z.string()).optional(),
  /** The tab that wrote it: only that tab may take its unanswered saves for its own (see currentTabId). */
  tabId: z.string().optional(),
});
export type StoredUnsent = z.infer<typeof unsentSchema>;

export function readUnsent(): StoredUnsent | null {
  return readJson(STORAGE_KEYS.resumeDraft, unsentSchema);
}

export function writeUnsent(change: UnsentChange | null): void {
  if (change) writeJson(STORAGE_KEYS.resumeDraft, { ...change, tabId: currentTabId() });
  else removeKey(STORAGE_KEYS.resumeDraft);
}

export interface UnsentResend extends DraftSnapshot {
  baseVersion: number | null;
  /** This tab's saves sent before the reload and never answered (empty when another tab wrote the change). */
  ownWrites: string[];
}

/**
 * What to resend after loading a draft: the unsent change for this draft unless the server already has the
 * same content (a keepalive PUT on closing got through). It is resent on its own base version, so if the
 * draft changed elsewhere meanwhile the user is asked rather than either copy being dropped; but when the
 * server holds one of this tab's own unanswered saves, that version is the base (nothing of anyone else's is
 * in it).
 */
export function unsentFor(
  draft: { id: string; title: string; data: unknown; version: number },
  unsent: StoredUnsent | null,
  tabId: string = currentTabId(),
): UnsentResend | null {
  if (!unsent || unsent.draftId !== draft.id) return null;
  if (isSameContent(unsent, draft)) return null;
  const ownWrites = unsent.tabId === tabId ? (unsent.sent ?? []) : [];
  const isOwnWrite = ownWrites.includes(contentFingerprint(draft));
  return {
    title: unsent.title,
    data: unsent.data,
    baseVersion: isOwnWrite ? draft.version : unsent.baseVersion,
    ownWrites: isOwnWrite ? [] : ownWrites,
  };
}
