import type { GenerateSkillsRequest, GenerateSkillsResponse } from '../../../../domain/ai-api';
import type { Resume } from '../../../../domain/resume';
import { apiJson } from '../../../lib/http';
import { type AiAnswer, languageField } from './ai-answer';

/**
 * POST /api/generate-skills. The spec's payload is {personalDetails, experience, education}; the resume's skills
 * go along too so the server can leave them out (ADR 0008).
 */
export async function generateSkills(resume: Resume, signal?: AbortSignal): Promise<AiAnswer> {
  const request: GenerateSkillsRequest = {
    ...languageField(resume.language),
    personalDetails: resume.personalDetails,
    experience: resume.experience,
    education: resume.education,
    skills: resume.skills.map((skill) => ({ name: skill.name })),
  };
  const body = await apiJson<GenerateSkillsResponse>('POST', '/api/generate-skills', request, { signal });
  return { items: body.skills, writtenIn: body.writtenIn };
}
