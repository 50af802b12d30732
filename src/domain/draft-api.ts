import { z } from 'zod';
import { DOCUMENT_TITLES } from './document-titles';
import type { InterfaceLanguage } from './interface-languages';
import { LIMITS } from './limits';
import { resumeSchema } from './resume';
import { namedResumeTitle } from './resume-language';
import { clientSnapshotReasonSchema } from './version-api';

/**
 * Request and response shapes of the draft calls (spec section 7). The server parses with them and the
 * client infers its types from them, so the two cannot drift.
 */

export const DRAFT_STATUSES = ['draft', 'pending', 'paid'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

/** A user keeps at most this many drafts; guest migration is the one exception (a visitor's work is never dropped). */
export const MAX_DRAFTS_PER_USER = 100;
export const DRAFT_LIMIT_MESSAGE = `You can keep at most ${MAX_DRAFTS_PER_USER} resume drafts. Delete one to create another.`;
export const TITLE_REQUIRED_MESSAGE = 'Resume title is required';
export const PAID_STATUS_MESSAGE = "Status must be 'draft' or 'pending'";
export const VERSION_CONFLICT_MESSAGE =
  'This resume was changed in another tab or device. Choose which version to keep.';
export const DEFAULT_DRAFT_TITLE = DOCUMENT_TITLES.en.resume;

export const draftTitleSchema = z
  .string(TITLE_REQUIRED_MESSAGE)
  .trim()
  .min(1, TITLE_REQUIRED_MESSAGE)
  .max(LIMITS.title, `Resume title must be at most ${LIMITS.title} characters`);

/** 'paid' is set by payment fulfilment alone, never by a client. */
export const clientDraftStatusSchema = z.enum(['draft', 'pending'], PAID_STATUS_MESSAGE);

/**
 * The status a save may carry: a client's two, and 'paid' only as the echo of a paid draft read back and sent
 * as it came. The drafts area drops that echo on a paid draft and refuses it on any other (docs/decisions/0068).
 */
export const sentDraftStatusSchema = z.enum(DRAFT_STATUSES, PAID_STATUS_MESSAGE);

/** The version the client last saw; a mismatch is a 409 instead of a silent overwrite. */
export const draftVersionSchema = z
  .number()
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1');

export const createDraftBodySchema = z.object({
  title: draftTitleSchema,
  data: resumeSchema,
  status: clientDraftStatusSchema.optional(),
});
export type CreateDraftBody = z.input<typeof createDraftBodySchema>;

/** PUT: autosave and renaming send the whole draft. */
export const replaceDraftBodySchema = z.object({
  title: draftTitleSchema,
  data: resumeSchema,
  status: sentDraftStatusSchema.optional(),
  version: draftVersionSchema.optional(),
  snapshotReason: clientSnapshotReasonSchema.optional(),
});
export type ReplaceDraftBody = z.input<typeof replaceDraftBodySchema>;

/** PATCH: any of the fields; the download flow sends title, data and status 'pending'. */
export const patchDraftBodySchema = z.object({
  title: draftTitleSchema.optional(),
  data: resumeSchema.optional(),
  status: sentDraftStatusSchema.optional(),
  version: draftVersionSchema.optional(),
  snapshotReason: clientSnapshotReasonSchema.optional(),
});
export type PatchDraftBody = z.input<typeof patchDraftBodySchema>;

export const MIGRATION_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const migrateResumeBodySchema = z.object({
  /** Blank or absent: '{first} {last} Resume', else 'My Resume'. */
  title: z
    .string()
    .trim()
    .max(LIMITS.title, `Resume title must be at most ${LIMITS.title} characters`)
    .optional(),
  data: resumeSchema,
  /**
   * Generated once per guest resume by our client, so tabs and retries migrate it exactly once. The spec's
   * clients send none: then the same document sent again within a short window is the repeat.
   */
  migrationKey: z
    .string('Invalid migration key')
    .regex(MIGRATION_KEY_PATTERN, 'Invalid migration key')
    .optional(),
});
export type MigrateResumeBody = z.input<typeof migrateResumeBodySchema>;

export const resumeDraftSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  data: resumeSchema,
  status: z.enum(DRAFT_STATUSES),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResumeDraft = z.infer<typeof resumeDraftSchema>;

export const resumeDraftResponseSchema = z.object({
  success: z.literal(true),
  resumeDraft: resumeDraftSchema,
});
export type ResumeDraftResponse = z.infer<typeof resumeDraftResponseSchema>;

/** A draft as the list shows it: a tailored copy names its job (issue 14); other drafts have jobId null. */
export const listedDraftSchema = resumeDraftSchema.extend({
  jobId: z.string().nullable().optional(),
  jobTitle: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
});
export type ListedDraft = z.infer<typeof listedDraftSchema>;

export const resumeDraftListResponseSchema = z.object({
  success: z.literal(true),
  resumeDrafts: z.array(listedDraftSchema),
});
export type ResumeDraftListResponse = z.infer<typeof resumeDraftListResponseSchema>;

/** The 409 body: the draft as it is now, so the client can offer both versions. */
export const draftConflictResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  resumeDraft: resumeDraftSchema,
});
export type DraftConflictResponse = z.infer<typeof draftConflictResponseSchema>;

/**
 * '{first} {last} Resume' from the resume's names (ADR 0093), in the resume's language's words ('Currículum de {first}
 * {last}', resume-language.ts: the title names the document its readers get); while both names are blank, 'My
 * Resume' in the interface language of whoever creates the draft (document-titles.ts).
 */
export function defaultDraftTitle(
  data: { personalDetails?: { firstName?: string; lastName?: string }; language?: string },
  language: InterfaceLanguage = 'en',
): string {
  return namedResumeTitle(data).slice(0, LIMITS.title) || DOCUMENT_TITLES[language].resume;
}

/**
 * '{title} (copy)' (the suffix in the interface language of whoever duplicates it), shortened so the copy still
 * fits the title bound.
 */
export function copyTitle(title: string, language: InterfaceLanguage = 'en'): string {
  const suffix = DOCUMENT_TITLES[language].copySuffix;
  return `${title.slice(0, LIMITS.title - suffix.length)}${suffix}`;
}
