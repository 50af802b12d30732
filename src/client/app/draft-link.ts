import { z } from 'zod';
import { readJson, removeKey, writeJson } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * Which server draft the browser's local copy of the resume belongs to, and the version last seen. It lets a
 * signed-in user reload the builder (or open it in a second tab) and keep saving into the same draft instead
 * of creating another; a resumeId in the address says the same thing for one page load.
 */
const STORAGE_KEY = STORAGE_KEYS.draftLink;

const linkSchema = z.object({
  draftId: z.string().min(1),
  version: z.number().int().nullable(),
  userId: z.string().min(1),
  /** A change kept from before a reload that the server has not confirmed, to send again once loaded. */
  hasUnsent: z.boolean().optional(),
});
export type DraftLink = z.infer<typeof linkSchema>;

const listeners = new Set<() => void>();
let cached: DraftLink | null | undefined;

export function readDraftLink(): DraftLink | null {
  if (cached === undefined) cached = readJson(STORAGE_KEY, linkSchema);
  return cached;
}

export function writeDraftLink(link: DraftLink | null): void {
  const current = readDraftLink();
  if (
    current?.draftId === link?.draftId &&
    current?.version === link?.version &&
    current?.userId === link?.userId &&
    current?.hasUnsent === link?.hasUnsent
  ) {
    return;
  }
  cached = link;
  if (link) writeJson(STORAGE_KEY, link);
  else removeKey(STORAGE_KEY);
  for (const listener of listeners) listener();
}

export function subscribeDraftLink(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's link (a draft it created) is this tab's too: it edits the same local copy. Another tab's
  // save of the same draft is not: this tab keeps the version it last saw, so its next save is checked
  // against that tab's (409, then the conflict dialog) instead of silently overwriting it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    const previous = readDraftLink();
    cached = undefined;
    const next = readDraftLink();
    if (previous && next && previous.draftId === next.draftId && previous.userId === next.userId) {
      cached = previous;
      return;
    }
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
