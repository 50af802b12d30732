import type { GenerateSummaryRequest, GenerateSummaryResponse } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { apiJson } from '../../../lib/http';

/** POST /api/generate-summary: up to three summary suggestions built from the resume. */
export async function generateSummary(resume: Resume, signal?: AbortSignal): Promise<string[]> {
  const request: GenerateSummaryRequest = {
    personalDetails: resume.personalDetails,
    experience: resume.experience,
    education: resume.education,
    skills: resume.skills.map((skill) => ({ name: skill.name })),
  };
  const body = await apiJson<GenerateSummaryResponse>('POST', '/api/generate-summary', request, { signal });
  return body.suggestions;
}
