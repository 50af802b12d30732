import type { GenerateSummaryRequest, GenerateSummaryResponse } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { apiJson } from '../../../lib/http';
import { type AiAnswer, languageField } from './ai-answer';

/** POST /api/generate-summary: up to three summary suggestions built from the resume. */
export async function generateSummary(resume: Resume, signal?: AbortSignal): Promise<AiAnswer> {
  const request: GenerateSummaryRequest = {
    ...languageField(resume.language),
    personalDetails: resume.personalDetails,
    experience: resume.experience,
    education: resume.education,
    skills: resume.skills.map((skill) => ({ name: skill.name })),
  };
  const body = await apiJson<GenerateSummaryResponse>('POST', '/api/generate-summary', request, { signal });
  return { items: body.suggestions, writtenIn: body.writtenIn };
}
