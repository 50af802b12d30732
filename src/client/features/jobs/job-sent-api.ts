import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobSentResponseSchema, type RecordSentBody } from '../../../domain/job-sent-api';
import { apiJson } from '../../lib/http';

/** What was sent with the application for a job (issue 35 item 4): read, record, clear. */

const sentPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/sent`;
export const sentKey = (jobId: string) => ['/api/jobs', jobId, 'sent'] as const;

export function useJobSent(jobId: string) {
  return useQuery({
    queryKey: sentKey(jobId),
    queryFn: async ({ signal }) =>
      jobSentResponseSchema.parse(await apiJson('GET', sentPath(jobId), undefined, { signal })).sent,
    retry: false,
  });
}

export function useRecordSent(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordSentBody) =>
      jobSentResponseSchema.parse(await apiJson('POST', sentPath(jobId), body)).sent,
    onSuccess: (sent) => queryClient.setQueryData(sentKey(jobId), sent),
  });
}

export function useClearSent(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson('DELETE', sentPath(jobId)),
    onSuccess: () => queryClient.setQueryData(sentKey(jobId), null),
  });
}
