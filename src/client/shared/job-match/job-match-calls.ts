import type { GenerateBulletsRequest, GenerateBulletsResponse } from '../../../domain/ai-api';
import type {
  JobMatchReport,
  JobMatchRequest,
  ResumeCheckReport,
  ResumeCheckRequest,
} from '../../../domain/job-match-api';
import { apiRequest } from '../../lib/http';

/** POST /api/job-match: the match report of a resume against a pasted job ad (guests too). */
export async function analyseJobMatch(
  request: JobMatchRequest,
  signal?: AbortSignal,
): Promise<JobMatchReport> {
  const response = await apiRequest('POST', '/api/job-match', request, { signal });
  return (await response.json()) as JobMatchReport;
}

/** POST /api/resume-check: the ATS and writing check of a resume without a job ad. */
export async function checkResumeWriting(
  request: ResumeCheckRequest,
  signal?: AbortSignal,
): Promise<ResumeCheckReport> {
  const response = await apiRequest('POST', '/api/resume-check', request, { signal });
  return (await response.json()) as ResumeCheckReport;
}

/** One bullet of the resume, where it sits, for a keyword rewrite. */
export interface ResumeBullet {
  experienceId: string;
  /** 'experience.0.description.2' or 'experience.0.bullets.2': the rewrite is written back where it was read. */
  path: string;
  text: string;
  jobTitle: string;
  company: string;
  isCurrent: boolean;
}

/**
 * POST /api/generate-bullets with a keyword: up to three ways of working the confirmed term into a bullet, or,
 * when the bullet's words do not show the skill, none and a notice saying where it could be shown instead.
 */
export async function rewriteBulletWithKeyword(
  bullet: ResumeBullet,
  keyword: string,
  kind: 'hard' | 'soft',
): Promise<{ bullets: string[]; notice?: string }> {
  const request: GenerateBulletsRequest = {
    job_title: bullet.jobTitle,
    company: bullet.company,
    is_current_role: bullet.isCurrent,
    refresh_request: { current_bullet: bullet.text, keyword, keyword_kind: kind },
  };
  const response = await apiRequest('POST', '/api/generate-bullets', request);
  const { bullets, notice } = (await response.json()) as GenerateBulletsResponse;
  return notice ? { bullets, notice } : { bullets };
}
