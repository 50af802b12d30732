import { z } from 'zod';
import type { ResumeDraft } from '../../domain/draft-api';
import { EXPORT_FORMATS, EXPORT_NOT_ENTITLED_MESSAGE } from '../../domain/export-api';
import { isUuid } from '../../domain/ids';
import { analyseResume } from '../analysis/analysed-resume';
import { analysableResume } from '../analysis/match/analysable-resume';
import { checkResume } from '../analysis/match/resume-checks';
import { findExportableDraft } from '../drafts/draft-access';
import { DOWNLOAD_LINK_PATH, DOWNLOAD_LINK_TTL_MS, signDownloadGrant } from '../drafts/export/download-link';
import { canExportDraft } from '../drafts/export/entitlement';
import { DRAFT_NOT_FOUND_MESSAGE, getDraft } from '../drafts/get-draft';
import { applyJsonPatch } from '../drafts/json-patch-draft';
import { listDrafts } from '../drafts/list-drafts';
import { badRequest, HttpError, notFound } from '../http/errors';
import { defineTool, type ToolContext, type ToolSet } from './tool-context';
import { toolAnswer, toolError } from './tool-result';

export const resumeIdField = z.string().max(100).describe("The resume's id, from list_resumes");

/** The user's draft; an id that is not a uuid, another user's draft and a missing one are the same "not found". */
export async function ownDraft(context: ToolContext, id: string): Promise<ResumeDraft> {
  if (!isUuid(id)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
  return getDraft(context.db, context.userId, id);
}

/** The resume document the analysis reads; a stored draft always passes (it was parsed when saved). */
export function analysable(draft: ResumeDraft) {
  const resume = analysableResume(draft.data);
  if (!resume) throw badRequest('The resume is not in the expected shape');
  return resume;
}

const summaryOf = (draft: ResumeDraft) => ({
  id: draft.id,
  title: draft.title,
  version: draft.version,
  status: draft.status,
  updatedAt: draft.updatedAt,
});

const operationSchema = z
  .object({
    op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
    path: z.string().describe('A JSON Pointer: /title, or a path under /data such as /data/summary/content'),
    value: z.unknown().optional(),
    from: z.string().optional(),
  })
  .describe('One RFC 6902 operation');

export const resumeTools: ToolSet = {
  list_resumes: defineTool({}, async (_args, context) => {
    const drafts = await listDrafts(context.db, context.userId);
    return toolAnswer({
      resumes: drafts.map((draft) => ({
        ...summaryOf(draft),
        tailoredFor: draft.jobId
          ? { jobId: draft.jobId, jobTitle: draft.jobTitle, company: draft.company }
          : null,
      })),
    });
  }),

  get_resume: defineTool({ resumeId: resumeIdField }, async ({ resumeId }, context) => {
    const draft = await ownDraft(context, resumeId);
    return toolAnswer({ resume: { ...summaryOf(draft), data: draft.data } });
  }),

  update_resume: defineTool(
    {
      resumeId: resumeIdField,
      version: z.number().int().min(0).describe('The version get_resume answered; a stale one is a conflict'),
      patch: z
        .array(operationSchema)
        .min(1)
        .describe('RFC 6902 operations on {title, data} as get_resume answers them'),
    },
    async ({ resumeId, version, patch }, context) => {
      if (!isUuid(resumeId)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      const saved = await applyJsonPatch(context.db, context.userId, resumeId, {
        body: patch,
        ifMatch: String(version),
        changedBy: context.token.name,
      });
      return toolAnswer({
        resume: { id: saved.meta.id, title: saved.meta.title, version: saved.meta.version },
        note: `Saved. The change is in the resume's history as "Changed by ${context.token.name}".`,
      });
    },
  ),

  check_resume: defineTool(
    {
      resumeId: resumeIdField,
      jobTitle: z.string().max(200).optional().describe('The role aimed at, when the check should weigh it'),
    },
    async ({ resumeId, jobTitle }, context) => {
      const draft = await ownDraft(context, resumeId);
      return toolAnswer({ checks: checkResume(analyseResume(analysable(draft)), jobTitle) });
    },
  ),

  render_resume: defineTool(
    { resumeId: resumeIdField, format: z.enum(EXPORT_FORMATS).describe('pdf or docx') },
    async ({ resumeId, format }, context) => {
      if (!isUuid(resumeId)) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      const draft = await findExportableDraft(context.db, context.userId, resumeId);
      if (!draft) throw notFound(DRAFT_NOT_FOUND_MESSAGE);
      // The site's rule, checked now for a clear answer and again when the link is opened.
      if (!canExportDraft(draft.owner, draft)) throw new HttpError(402, EXPORT_NOT_ENTITLED_MESSAGE);
      if (!context.serverSecret) return toolError('Downloads are not available on this server.');
      const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_MS);
      const link = signDownloadGrant(
        { userId: context.userId, draftId: resumeId, format, expiresAt },
        context.serverSecret,
      );
      return toolAnswer({
        url: `${context.appUrl}${DOWNLOAD_LINK_PATH}?token=${link}`,
        format,
        expiresAt: expiresAt.toISOString(),
        note: 'The link works for a few minutes, for this account only. Open it to download the file.',
      });
    },
  ),
};
