import type { GenerateBulletsRequest, GenerateBulletsResponse } from '../../../../domain/ai-api';
import { apiJson } from '../../../lib/http';

/** POST /api/generate-bullets: rough notes in, up to six one-line bullets (one for a refresh) out. */
export async function generateBullets(
  request: GenerateBulletsRequest,
  signal?: AbortSignal,
): Promise<string[]> {
  const body = await apiJson<GenerateBulletsResponse>('POST', '/api/generate-bullets', request, { signal });
  return body.bullets;
}
