import {
  ATS_CHECK_FILE_FIELD,
  ATS_CHECK_JOB_FIELD,
  type AtsCheckResponse,
  type ReadBackResponse,
} from '../../../domain/ats-api';
import type { ReadBackFormat } from '../../../domain/read-back';
import { apiJson, throwIfNotOk } from '../../lib/http';

/** GET /api/resume-drafts/:id/read-back: the saved draft's file as downloaded, read back by our import reader. */
export function fetchReadBack(draftId: string, format: ReadBackFormat, signal?: AbortSignal) {
  return apiJson<ReadBackResponse>(
    'GET',
    `/api/resume-drafts/${encodeURIComponent(draftId)}/read-back?format=${format}`,
    undefined,
    { signal },
  );
}

/** POST /api/ats-check: any PDF or Word file read in memory (nothing stored), with an optional job ad. */
export async function checkAtsFile(file: File, jobDescription: string): Promise<AtsCheckResponse> {
  const form = new FormData();
  if (jobDescription.trim()) form.append(ATS_CHECK_JOB_FIELD, jobDescription);
  form.append(ATS_CHECK_FILE_FIELD, file);
  const response = await throwIfNotOk(
    await fetch('/api/ats-check', { method: 'POST', body: form, credentials: 'include' }),
  );
  return (await response.json()) as AtsCheckResponse;
}
