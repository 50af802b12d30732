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
