import type { GenerateBulletsRequest, GenerateBulletsResponse } from '../../../../domain/ai-api';
import { apiJson } from '../../../lib/http';
import type { AiAnswer } from './ai-answer';

export interface BulletSuggestion {
  text: string;
  /** A question to answer with a figure ('How many patients per shift?'), for a bullet that has none. */
  hint: string | null;
}

/** POST /api/generate-bullets: rough notes in, up to six one-line bullets (one for a refresh) out. */
export async function generateBullets(
  request: GenerateBulletsRequest,
  signal?: AbortSignal,
): Promise<AiAnswer<BulletSuggestion>> {
  const body = await apiJson<GenerateBulletsResponse>('POST', '/api/generate-bullets', request, { signal });
  // A server without hints (an older one) still answers bullets[]; a suggestion then simply has no hint.
  const items = body.bullets.map((text, i) => ({ text, hint: body.hints?.[i] ?? null }));
  return { items, writtenIn: body.writtenIn };
}
