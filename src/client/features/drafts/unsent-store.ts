import { z } from 'zod';
import { resumeSchema } from '../../../domain/resume';
import { readJson, removeKey, writeJson } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { DraftSnapshot, UnsentChange } from './autosave-engine';

/** The change the server has not confirmed yet, under 'resume-draft' (which start over clears). */
const unsentSchema = z.object({
  draftId: z.string().nullable(),
  baseVersion: z.number().int().nullable(),
  title: z.string(),
  data: resumeSchema,
});

export function readUnsent(): UnsentChange | null {
  return readJson(STORAGE_KEYS.resumeDraft, unsentSchema);
}

export function writeUnsent(change: UnsentChange | null): void {
  if (change) writeJson(STORAGE_KEYS.resumeDraft, change);
  else removeKey(STORAGE_KEYS.resumeDraft);
}

/**
 * What to resend after loading a draft: the unsent change for this draft unless the server already has the
 * same content (a keepalive PUT on closing got through). It is resent on its own base version, so if the
 * draft changed elsewhere meanwhile the user is asked rather than either copy being dropped.
 */
export function unsentFor(
  draft: { id: string; title: string; data: unknown },
  unsent: UnsentChange | null,
): (DraftSnapshot & { baseVersion: number | null }) | null {
  if (!unsent || unsent.draftId !== draft.id) return null;
  const isSame = unsent.title === draft.title && stableJson(unsent.data) === stableJson(draft.data);
  return isSame ? null : { title: unsent.title, data: unsent.data, baseVersion: unsent.baseVersion };
}

/** JSON with object keys sorted, so key order (which JSONB does not keep) does not make equal data differ. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
