import { z } from 'zod';
import type { CoverLetterTone } from '../../../domain/cover-letter-generation-api';
import type { Resume } from '../../../domain/resume';
import { ApiError, apiJson } from '../../lib/http';

/**
 * POST /api/generate-cover-letter (issue 15's contract): the resume and the ad in, plain paragraphs out
 * (no greeting; the closing paragraph last). Another `variant` gives another wording of each paragraph.
 */

export interface GenerateLetterRequest {
  resume: Resume;
  jobDescription?: string;
  jobTitle?: string;
  company?: string;
  tone?: CoverLetterTone;
  variant?: number;
}

const answerSchema = z.object({ paragraphs: z.array(z.string()) });

export const GENERATE_UNAVAILABLE =
  'Writing letters is not available right now. Please write it yourself or try again later.';

export async function generateCoverLetter(request: GenerateLetterRequest): Promise<string[]> {
  try {
    const answer = answerSchema.parse(await apiJson('POST', '/api/generate-cover-letter', request));
    return answer.paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Error(GENERATE_UNAVAILABLE);
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw error instanceof z.ZodError ? new Error(GENERATE_UNAVAILABLE) : error;
  }
}

/** A variant other than the last one used, so 'Regenerate' gives new wording. */
export function nextVariant(previous: number): number {
  return (previous + 1 + Math.floor(Math.random() * 97)) % 100;
}
