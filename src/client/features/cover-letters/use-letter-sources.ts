import { useQuery } from '@tanstack/react-query';
import { jobListResponseSchema } from '../../../domain/jobs-api';
import { apiJson } from '../../lib/http';
import { useDrafts } from '../../shared/drafts/list-drafts';
import type { ResumeChoice } from './letter-editor';

/** What a signed-in user's letter can link to: their resume drafts and saved jobs (GET /api/jobs). */
export function useLetterSources(userId: string) {
  const drafts = useDrafts(userId);
  const jobs = useQuery({
    queryKey: ['/api/jobs'],
    queryFn: async ({ signal }) =>
      jobListResponseSchema.parse(await apiJson('GET', '/api/jobs', undefined, { signal })).jobs,
  });
  const resumes: ResumeChoice[] = (drafts.data ?? []).map((draft) => ({
    id: draft.id,
    label: draft.title,
    resume: draft.data,
  }));
  return {
    resumes,
    jobs: jobs.data ?? [],
    isLoading: drafts.isPending || jobs.isPending,
    drafts: drafts.data,
  };
}
