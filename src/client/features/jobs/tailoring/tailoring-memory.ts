import { z } from 'zod';
import { readJson, writeJson } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * Per tailored draft, in this browser: the job it was made for and whether the builder shows its panel. The
 * server's draft already names its job (resume_drafts.job_id); the copy here lets a reload draw the panel before
 * the drafts list answers, and still say 'this job is gone' after the job is deleted (the server then forgets).
 */
const entrySchema = z.object({ jobId: z.string().min(1), isOpen: z.boolean() });
const memorySchema = z.record(z.string(), entrySchema);
export type TailoringMemory = z.infer<typeof entrySchema>;

/** Enough for every copy a person tailors in a while; the oldest are forgotten first. */
const MAX_DRAFTS = 50;

export function readTailoringMemory(draftId: string): TailoringMemory | null {
  return readJson(STORAGE_KEYS.tailoringPanels, memorySchema)?.[draftId] ?? null;
}

export function writeTailoringMemory(draftId: string, entry: TailoringMemory): void {
  const all = readJson(STORAGE_KEYS.tailoringPanels, memorySchema) ?? {};
  delete all[draftId];
  // Insertion order is age: this draft goes last, and the first ones drop off past the bound.
  const kept = Object.entries(all).slice(-(MAX_DRAFTS - 1));
  writeJson(STORAGE_KEYS.tailoringPanels, Object.fromEntries([...kept, [draftId, entry]]));
}
