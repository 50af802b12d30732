import { z } from 'zod';

/**
 * GET /api/resume-drafts/{id}/export/{format}?source=... (spec section 7). The server parses with these and
 * the client builds its requests from them, so the two cannot drift.
 */

export const EXPORT_FORMATS = ['pdf', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportFormatSchema = z.enum(EXPORT_FORMATS, 'Format must be pdf or docx');

/**
 * Where the download started. The file is named '{draft title}.{format}' from the dashboard and
 * 'resume.{format}' from the builder and the preview page (spec section 7); absent means the builder.
 */
export const EXPORT_SOURCES = ['dashboard', 'builder', 'preview'] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];
export const exportQuerySchema = z.object({
  source: z.enum(EXPORT_SOURCES, 'Source must be dashboard, builder or preview').default('builder'),
});

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The 402 answer's message when neither the plan nor a paid draft allows the download. */
export const EXPORT_NOT_ENTITLED_MESSAGE =
  'Downloading needs an active plan. Choose a plan to download your resume.';

/** Section 8: 'Failed to download {PDF or DOCX} file. Please try again.' */
export function downloadFailedMessage(format: ExportFormat): string {
  return `Failed to download ${format.toUpperCase()} file. Please try again.`;
}

export function exportPath(draftId: string, format: ExportFormat, source: ExportSource): string {
  return `/api/resume-drafts/${encodeURIComponent(draftId)}/export/${format}?source=${source}`;
}
