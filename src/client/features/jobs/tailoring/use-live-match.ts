import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { JobMatchReport } from '../../../../domain/job-match-api';
import type { Job } from '../../../../domain/jobs-api';
import type { Resume } from '../../../../domain/resume';
import { analyseJobMatch } from '../../../shared/job-match/job-match-calls';
import type { FirstReport } from './tailoring-memory';

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
  /** The report the panel opened with (kept across reloads): what 'ticked off' is measured against. */
  first: FirstReport | undefined;
  /** The newest report that arrived (kept through a failed update). */
  latest: JobMatchReport | undefined;
  isUpdating: boolean;
  /** The last update failed: `latest` is older than the resume. */
  isStale: boolean;
  /** No report could be made at all. */
  isFailed: boolean;
}

const firstOf = (jobKey: string, report: JobMatchReport): FirstReport => ({
  jobKey,
  score: report.score,
  missing: report.missing,
  checks: report.checks,
});

/**
 * The job's match report for the resume as the builder holds it, run again (POST /api/job-match, as the jobs
 * page does) once edits pause. A newer resume makes the older request's query unused, and React Query aborts a
 * request whose signal was handed on, so a slow answer never overwrites a newer one. `remembered` is the first
 * report of an earlier visit; `onFirst` is told the first report when there was none for this ad.
 */
export function useLiveMatch(
  job: Job,
  resume: Resume,
  remembered: FirstReport | undefined,
  onFirst: (first: FirstReport) => void,
): LiveMatch {
  const settled = useDebounced(resume, LIVE_MATCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['/api/job-match', 'tailoring', job.id, job.updatedAt, settled],
    queryFn: ({ signal }) =>
      analyseJobMatch({ resume: settled, jobDescription: job.description, jobTitle: job.title }, signal),
    enabled: job.description.trim() !== '',
    retry: false,
    // Each edit is a new key: keep few of them, and none for long.
    gcTime: 30_000,
  });
  const jobKey = `${job.id}:${job.updatedAt}`;
  const seen = useRef<{ first: FirstReport; latest: JobMatchReport } | null>(null);
  if (query.data && seen.current?.latest !== query.data) {
    const first = seen.current?.first.jobKey === jobKey ? seen.current.first : firstOf(jobKey, query.data);
    seen.current = { first, latest: query.data };
  }
  const current = seen.current?.first.jobKey === jobKey ? seen.current : null;
  const first = remembered?.jobKey === jobKey ? remembered : current?.first;
  const isNewFirst = first !== undefined && first !== remembered;
  useEffect(() => {
    if (isNewFirst && first) onFirst(first);
  }, [isNewFirst, first, onFirst]);
  return {
    first: current ? first : undefined,
    latest: current?.latest,
    isUpdating: query.isFetching || settled !== resume,
    isStale: query.isError && current !== null,
    isFailed: query.isError && current === null,
  };
}
