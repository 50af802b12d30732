import { z } from 'zod';
import { MATCH_KINDS } from '../../../../domain/job-match-api';
import { readJson, writeJson } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * Per tailored draft, in this browser: the job it was made for, whether the builder shows its panel, and the
 * report the panel first opened with. The server's draft already names its job (resume_drafts.job_id); the copy
 * here lets a reload draw the panel before the drafts list answers, still say 'this job is gone' after the job
 * is deleted (the server then forgets), and keep ticked off what was done before the reload.
 */
const firstReportSchema = z.object({
  /** The job and the version of its ad the report was made for: another ad starts the list again. */
  jobKey: z.string(),
  score: z.number(),
  missing: z.array(z.object({ term: z.string(), kind: z.enum(MATCH_KINDS), label: z.string().optional() })),
  checks: z.array(
    z.object({
      id: z.string(),
      severity: z.enum(['error', 'warning', 'info']),
      message: z.string(),
      path: z.string().optional(),
    }),
  ),
});
export type FirstReport = z.infer<typeof firstReportSchema>;

const entrySchema = z.object({
  jobId: z.string().min(1),
  isOpen: z.boolean(),
  first: firstReportSchema.optional(),
});
const memorySchema = z.record(z.string(), entrySchema);
export type TailoringMemory = z.infer<typeof entrySchema>;

/** Enough for every copy a person tailors in a while; the oldest are forgotten first. */
export const MAX_DRAFTS = 50;

export function readTailoringMemory(draftId: string): TailoringMemory | null {
  return readJson(STORAGE_KEYS.tailoringPanels, memorySchema)?.[draftId] ?? null;
}

export function writeTailoringMemory(draftId: string, entry: TailoringMemory): void {
  const all = readJson(STORAGE_KEYS.tailoringPanels, memorySchema) ?? {};
  delete all[draftId];
  // Insertion order is age (draft ids are UUIDs, never integer-like keys that objects sort first): this
  // draft goes last, and the first ones drop off past the bound.
  const kept = Object.entries(all).slice(-(MAX_DRAFTS - 1));
  writeJson(STORAGE_KEYS.tailoringPanels, Object.fromEntries([...kept, [draftId, entry]]));
}
