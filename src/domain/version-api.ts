import { z } from 'zod';
import { resumeSchema } from './resume';

/**
 * Version history of a draft (issue 20): the server keeps snapshots of what a draft held before a change.
 * Why each snapshot was taken is its reason; the client may ask for one with the reasons it can know about.
 */

export const VERSION_REASONS = [
  'session',
  'interval',
  'import',
  'template',
  'tailoring',
  'ai-rewrite',
  'restore',
  'manual',
  'token',
  'sent',
] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

/** What a client may ask a save to keep the previous state for: the changes it applies in one step. */
export const CLIENT_SNAPSHOT_REASONS = ['import', 'template', 'tailoring', 'ai-rewrite', 'manual'] as const;
export const clientSnapshotReasonSchema = z
  .enum(CLIENT_SNAPSHOT_REASONS)
  .describe('Keep the draft as it was before this change in its history, for this reason');
export type ClientSnapshotReason = z.infer<typeof clientSnapshotReasonSchema>;

export const VERSION_REASON_LABELS: Record<VersionReason, string> = {
  session: 'Before a new editing session',
  interval: 'While editing',
  import: 'Before an import',
  template: 'Before a template change',
  tailoring: 'Before tailoring to a job',
  'ai-rewrite': 'Before an AI rewrite',
  restore: 'Before restoring an older version',
  manual: 'Saved by you',
  token: 'Changed with a personal access token',
  sent: 'Sent with a job application',
};

/**
 * The label of one version in the history. A change made with a personal access token (issue 34, ADR 0086) is
 * named by the token: the version holds the draft as it was before that change, so restoring it undoes it.
 */
export function versionLabel(version: {
  reason: VersionReason;
  changedBy?: string | null | undefined;
}): string {
  if (version.reason === 'token' && version.changedBy) return `Changed by ${version.changedBy}`;
  return VERSION_REASON_LABELS[version.reason];
}

export const VERSION_NOT_FOUND_MESSAGE = 'Version not found';

export const draftVersionSummarySchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime({ offset: true }),
  reason: z.enum(VERSION_REASONS),
  summary: z
    .string()
    .describe(
      "What changed since the version before, in words; for reason 'token', what the token's change did",
    ),
  changedBy: z
    .string()
    .nullable()
    .describe("The name of the personal access token that made the change (reason 'token'); null otherwise"),
});
export type DraftVersionSummary = z.infer<typeof draftVersionSummarySchema>;

export const draftVersionListResponseSchema = z.object({ versions: z.array(draftVersionSummarySchema) });

export const draftVersionSchema = draftVersionSummarySchema.extend({
  title: z.string(),
  data: resumeSchema,
});
export type DraftVersion = z.infer<typeof draftVersionSchema>;

export const draftVersionResponseSchema = z.object({ version: draftVersionSchema });

export const createVersionBodySchema = z.object({ reason: clientSnapshotReasonSchema });

export const restoreVersionBodySchema = z.object({
  /** The draft version the client last saw: a stale one is a 409, as for a save. */
  version: z.number().int().min(1).optional(),
});
