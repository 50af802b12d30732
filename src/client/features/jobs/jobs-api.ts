import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListedDraft, ResumeDraft } from '../../../domain/draft-api';
import { createId } from '../../../domain/ids';
import { replaceJobBullet } from '../../../domain/job-bullets';
import type { JobMatchReport } from '../../../domain/job-match-api';
import {
  type CreateJobBody,
  type Job,
  type JobStatus,
  jobListResponseSchema,
  jobResponseSchema,
  tailoredDraftResponseSchema,
  type UpdateJobBody,
} from '../../../domain/jobs-api';
import { apiJson } from '../../lib/http';
import { draftKeys } from '../../shared/drafts/query-keys';
import type { ResumeBullet } from '../../shared/job-match/job-match-calls';
import { withJobMoved } from './jobs-rules';

/** The saved-jobs calls (GET/POST /api/jobs, GET/PUT/DELETE /api/jobs/{id}, tailor) and the match report. */

export const jobKeys = {
  all: ['/api/jobs'] as const,
  detail: (id: string) => ['/api/jobs', id] as const,
};

export function useJobs(isEnabled: boolean) {
  return useQuery({
    queryKey: jobKeys.all,
    queryFn: async ({ signal }) =>
      jobListResponseSchema.parse(await apiJson('GET', '/api/jobs', undefined, { signal })).jobs,
    enabled: isEnabled,
  });
}

export function useJob(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) =>
      jobResponseSchema.parse(
        await apiJson('GET', `/api/jobs/${encodeURIComponent(id)}`, undefined, { signal }),
      ).job,
    enabled: isEnabled,
    retry: false,
  });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateJobBody) =>
      jobResponseSchema.parse(await apiJson('POST', '/api/jobs', body)).job,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true });
    },
  });
}

/** POST /api/jobs/from-link: the server reads the posting's page and saves it (issue 35 item 6). */
export function useCreateJobFromLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (url: string) =>
      jobResponseSchema.parse(await apiJson('POST', '/api/jobs/from-link', { url })).job,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true });
    },
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateJobBody) =>
      jobResponseSchema.parse(await apiJson('PUT', `/api/jobs/${encodeURIComponent(id)}`, body)).job,
    onSuccess: (job: Job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true });
      // The dashboard's 'For: {title} at {company}' labels read the job's title and company.
      void queryClient.invalidateQueries({ queryKey: draftKeys.lists });
    },
  });
}

export interface JobMove {
  id: string;
  status: JobStatus;
  /** The place among the column's other jobs on the board. */
  index: number;
}

/**
 * POST /api/jobs/{id}/move, shown on the board before the server answers; a move that fails is taken back
 * (the list as it was) and the error is the caller's to show.
 */
export function useMoveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, index }: JobMove) =>
      jobResponseSchema.parse(
        await apiJson('POST', `/api/jobs/${encodeURIComponent(id)}/move`, { status, index }),
      ).job,
    onMutate: async ({ id, status, index }) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.all, exact: true });
      const before = queryClient.getQueryData<Job[]>(jobKeys.all);
      if (before) queryClient.setQueryData(jobKeys.all, withJobMoved(before, id, status, index));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(jobKeys.all, context.before);
    },
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      queryClient.setQueryData<Job[]>(jobKeys.all, (jobs) =>
        jobs?.map((entry) => (entry.id === job.id ? job : entry)),
      );
    },
    // A renumbered column moved other jobs too: read the list again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true }),
  });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/jobs/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: draftKeys.lists });
    },
  });
}

/** 'Tailor for this job': the linked copy of the chosen draft. */
export function useTailorJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resumeDraftId: string) =>
      tailoredDraftResponseSchema.parse(
        await apiJson('POST', `/api/jobs/${encodeURIComponent(jobId)}/tailor`, { resumeDraftId }),
      ).resumeDraft,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: draftKeys.lists }),
  });
}

/** The match report of a draft against the job's ad; refetched when either changes. */
export function useJobMatch(job: Job | undefined, draft: ListedDraft | undefined) {
  return useQuery({
    queryKey: ['/api/job-match', job?.id, job?.updatedAt, draft?.id, draft?.version],
    queryFn: ({ signal }) =>
      apiJson<JobMatchReport>(
        'POST',
        '/api/job-match',
        { resume: draft?.data, jobDescription: job?.description, jobTitle: job?.title },
        { signal },
      ),
    enabled: Boolean(job && draft && job.description.trim() !== ''),
    retry: false,
  });
}

/**
 * Adds a skill the user confirmed to a draft through the draft save API, with the version the user saw (a
 * change made elsewhere since is a 409, never overwritten).
 */
/** Replaces one employment bullet of a saved draft (a keyword rewrite from the match report), with its version. */
export function useReplaceBullet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, bullet, text }: { draft: ResumeDraft; bullet: ResumeBullet; text: string }) =>
      apiJson<{ resumeDraft: ResumeDraft }>('PUT', `/api/resume-drafts/${encodeURIComponent(draft.id)}`, {
        title: draft.title,
        data: {
          ...draft.data,
          experience: draft.data.experience.map((job) =>
            job.id === bullet.experienceId ? replaceJobBullet(job, bullet.path, text) : job,
          ),
        },
        version: draft.version,
        // A tailoring applied in place: the draft as it was is kept in its history first (issue 20).
        snapshotReason: 'tailoring',
      }),
    onSettled: (_answer, _error, { draft }) => {
      void queryClient.invalidateQueries({ queryKey: draftKeys.lists });
      void queryClient.invalidateQueries({ queryKey: draftKeys.detail(draft.id) });
    },
  });
}

export function useAddSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, skill }: { draft: ResumeDraft; skill: string }) =>
      apiJson<{ resumeDraft: ResumeDraft }>('PUT', `/api/resume-drafts/${encodeURIComponent(draft.id)}`, {
        title: draft.title,
        data: {
          ...draft.data,
          skills: [
            ...draft.data.skills,
            { id: createId(), name: skill, level: 'intermediate', category: 'technical' },
          ],
        },
        version: draft.version,
        snapshotReason: 'tailoring',
      }),
    // After a conflict too: the list then holds the draft as it is now, for the next try.
    onSettled: (_answer, _error, { draft }) => {
      void queryClient.invalidateQueries({ queryKey: draftKeys.lists });
      void queryClient.invalidateQueries({ queryKey: draftKeys.detail(draft.id) });
    },
  });
}
