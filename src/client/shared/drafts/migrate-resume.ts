import {
  type MigrateResumeBody,
  type ResumeDraft,
  resumeDraftResponseSchema,
} from '../../../domain/draft-api';
import { apiJson } from '../../lib/http';

/** Saves a guest resume to the signed-in account; the server answers the same draft for a repeated key. */
export async function migrateResumeRequest(body: MigrateResumeBody): Promise<ResumeDraft> {
  return resumeDraftResponseSchema.parse(await apiJson<unknown>('POST', '/api/migrate-resume', body))
    .resumeDraft;
}
