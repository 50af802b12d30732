import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { JobMatchReport } from '../../../../domain/job-match-api';
import type { Job } from '../../../../domain/jobs-api';
import type { Resume } from '../../../../domain/resume';
import { analyseJobMatch } from '../../../shared/job-match/job-match-calls';

/** How long the resume must stay still before the match runs again: typing a skill is one request. */
export const LIVE_MATCH_DEBOUNCE_MS = 800;

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface LiveMatch {
  /** The report the panel opened with: what 'ticked off' is measured against. */
  first: JobMatchReport | undefined;
  /** The newest report that arrived (kept through a failed update). */
  latest: JobMatchReport | undefined;
  isUpdating: boolean;
  /** The last update failed: `latest` is older than the resume. */
  isStale: boolean;
  /** No report could be made at all. */
  isFailed: boolean;
}

/**
 * The job's match report for the resume as the builder holds it, run again (POST /api/job-match, as the jobs
 * page does) once edits pause. A newer resume makes the older request's query unused, and React Query aborts a
 * request whose signal was handed on, so a slow answer never overwrites a newer one.
 */
export function useLiveMatch(job: Job | undefined, resume: Resume): LiveMatch {
  const settled = useDebounced(resume, LIVE_MATCH_DEBOUNCE_MS);
  const hasAd = Boolean(job && job.description.trim() !== '');
  const query = useQuery({
    queryKey: ['/api/job-match', 'tailoring', job?.id, job?.updatedAt, settled],
    queryFn: ({ signal }) =>
      analyseJobMatch(
        { resume: settled, jobDescription: job?.description ?? '', jobTitle: job?.title },
        signal,
      ),
    enabled: hasAd,
    retry: false,
    // Each edit is a new key: keep few of them, and none for long.
    gcTime: 30_000,
  });
  const first = useRef<{ jobKey: string; report: JobMatchReport } | null>(null);
  const latest = useRef<JobMatchReport | undefined>(undefined);
  const jobKey = `${job?.id}:${job?.updatedAt}`;
  if (query.data) {
    if (first.current?.jobKey !== jobKey) first.current = { jobKey, report: query.data };
    latest.current = query.data;
  }
  const hasFirst = first.current?.jobKey === jobKey;
  return {
    first: hasFirst ? first.current?.report : undefined,
    latest: hasFirst ? latest.current : undefined,
    isUpdating: query.isFetching || settled !== resume,
    isStale: query.isError && hasFirst,
    isFailed: query.isError && !hasFirst,
  };
}
